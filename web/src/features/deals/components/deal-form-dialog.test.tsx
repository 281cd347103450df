import { localIsoDate } from '@salesflow/shared/dates/format-date';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { makeDeal } from '../testing/deal-fixtures';
import { DealFormDialog } from './deal-form-dialog';

/** The helper text MUI links to a field through aria-describedby. */
const fieldMessage = (field: HTMLElement): string => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

const created = (body: unknown) => json(201, { ...makeDeal(), ...(body as object) });

describe('Add/Edit deal dialog', () => {
  it('requires a title before anything is sent, and revalidates as the user types', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    expect(screen.getByRole('heading', { name: 'Add New Deal' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    const title = screen.getByLabelText(/^Title/);
    expect(fieldMessage(title)).toBe('Title is required');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // Only the organization's deal fields were read: no deal sent.
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.type(title, 'E');
    expect(fieldMessage(title)).toBe('');
    await user.type(screen.getByLabelText('Value'), '12.345');
    expect(fieldMessage(screen.getByLabelText('Value'))).toMatch(/at most 2 decimals/);
  });

  it('creates the deal with the value as a string, says so and closes', async () => {
    const onClose = vi.fn();
    const api = stubFetch({ 'POST /api/deals': ({ body }) => created(body) });
    const { user } = renderWithProviders(<DealFormDialog open onClose={onClose} />);

    await user.type(screen.getByLabelText(/^Title/), '  ERP rollout ');
    await user.type(screen.getByLabelText('Value'), '1500');
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Proposal' }));
    const probability = screen.getByLabelText('Probability (%)');
    await user.clear(probability);
    await user.type(probability, '75');
    fireEvent.change(screen.getByLabelText('Expected Close Date'), {
      target: { value: '2099-03-05' },
    });
    await user.type(screen.getByLabelText('Description'), 'Three plants');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    expect(await screen.findByText('Deal Created')).toBeTruthy();
    expect(screen.getByText('Deal has been created successfully.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [request] = api.find('POST', '/api/deals');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({
      contactId: null,
      title: 'ERP rollout',
      value: '1500.00',
      stage: 'proposal',
      probability: 75,
      expectedCloseDate: '2099-03-05',
      description: 'Three plants',
      tags: [],
    });
  });

  it('adds tags as on contacts and sends them as the server keeps them', async () => {
    const api = stubFetch({ 'POST /api/deals': ({ body }) => created(body) });
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    await user.type(screen.getByLabelText(/^Title/), 'ERP rollout');
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    expect(fieldMessage(tags)).toBe('Up to 20, like VIP or Trade fair');
    // A tag by Enter (which does not send the form), two by commas, a repeat in another case dropped.
    await user.type(tags, 'VIP{Enter}Renewal,vip,Q3  push,');
    expect(api.find('POST', '/api/deals')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    await screen.findByText('Deal Created');
    expect(api.find('POST', '/api/deals')[0]?.body).toMatchObject({
      title: 'ERP rollout',
      tags: ['VIP', 'Renewal', 'Q3 push'],
    });
  });

  it('checks tags with the server’s rules before sending, under the Tags input', async () => {
    const api = stubFetch({ 'POST /api/deals': ({ body }) => created(body) });
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    await user.type(screen.getByLabelText(/^Title/), 'ERP rollout');
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await user.type(tags, `${'x'.repeat(41)}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(fieldMessage(tags)).toBe('A tag is at most 40 characters');
    expect(tags.getAttribute('aria-invalid')).toBe('true');

    // Taking the long one off (Backspace in the empty input) and adding 21 more: too many.
    await user.type(tags, '{Backspace}');
    expect(fieldMessage(tags)).toBe('Up to 20, like VIP or Trade fair');
    await user.type(tags, `${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')},`);
    expect(fieldMessage(tags)).toBe('A record has at most 20 tags');
    expect(api.find('POST', '/api/deals')).toHaveLength(0);
  });

  it('shows the deal’s tags for editing and sends what is left after one is taken off', async () => {
    const deal = makeDeal({ tags: ['VIP', 'Renewal'] });
    const api = stubFetch({
      [`PUT /api/deals/${deal.id}`]: ({ body }) => json(200, { ...deal, ...(body as object) }),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);

    const chip = screen.getByText('VIP').closest('.MuiChip-root') as HTMLElement;
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(screen.queryByText('VIP')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Deal' }));

    await screen.findByText('Deal Updated');
    expect(api.find('PUT', `/api/deals/${deal.id}`)[0]?.body).toMatchObject({
      tags: ['Renewal'],
    });
  });

  it('puts the server’s message about a tag under the Tags input', async () => {
    const deal = makeDeal({ tags: ['VIP'] });
    stubFetch({
      [`PUT /api/deals/${deal.id}`]: () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'tags.0', message: 'A tag has letters, digits, spaces and - _ . & + / only' },
        ]),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Update Deal' }));

    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await waitFor(() =>
      expect(fieldMessage(tags)).toBe('A tag has letters, digits, spaces and - _ . & + / only'),
    );
    // Changing the tags takes the server's message away.
    await user.type(tags, 'Key account{Enter}');
    expect(fieldMessage(tags)).toBe('Up to 20, like VIP or Trade fair');
  });

  it('offers a follow-up in 3 days once an edit moves the deal to Proposal', async () => {
    const deal = makeDeal({ stage: 'qualification' });
    const api = stubFetch({
      [`PUT /api/deals/${deal.id}`]: ({ body }) => json(200, { ...deal, ...(body as object) }),
      'POST /api/tasks': ({ body }) => json(201, { id: 't-1', ...(body as object) }),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Proposal' }));
    await user.click(screen.getByRole('button', { name: 'Update Deal' }));
    expect(await screen.findByText('Deal Updated')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Follow up in 3 days' }));
    await waitFor(() => expect(api.find('POST', '/api/tasks')).toHaveLength(1));
    expect(api.find('POST', '/api/tasks')[0]?.body).toMatchObject({
      title: `Follow up on the proposal: ${deal.title}`,
      dealId: deal.id,
    });
  });

  it('offers no follow-up for an edit that leaves the stage', async () => {
    const deal = makeDeal({ stage: 'proposal' });
    stubFetch({
      [`PUT /api/deals/${deal.id}`]: ({ body }) => json(200, { ...deal, ...(body as object) }),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);
    await user.type(screen.getByLabelText('Description'), ' More');
    await user.click(screen.getByRole('button', { name: 'Update Deal' }));
    expect(await screen.findByText('Deal Updated')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow up in 3 days' })).toBeNull();
  });

  it('turns a probability that is not a number into 0', async () => {
    const api = stubFetch({ 'POST /api/deals': ({ body }) => created(body) });
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    const probability = screen.getByLabelText('Probability (%)') as HTMLInputElement;
    expect(probability.value).toBe('50');
    fireEvent.change(probability, { target: { value: 'abc' } });
    expect(probability.value).toBe('0');
    await user.type(screen.getByLabelText(/^Title/), 'Pilot');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    await screen.findByText('Deal Created');
    expect(api.find('POST', '/api/deals')[0]?.body).toMatchObject({
      probability: 0,
      value: '0.00',
    });
  });

  it('disables past close dates in the picker', () => {
    stubFetch({});
    renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    expect(screen.getByLabelText('Expected Close Date').getAttribute('min')).toBe(
      localIsoDate(new Date()),
    );
  });

  it('refuses a typed close date in the past, new or changed, beside the field', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    await user.type(screen.getByLabelText(/^Title/), 'Backdated');
    fireEvent.change(screen.getByLabelText('Expected Close Date'), {
      target: { value: '2020-01-15' },
    });
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    expect(await screen.findByText('Expected close date cannot be in the past')).toBeTruthy();
    expect(api.find('POST', '/api/deals')).toHaveLength(0);
  });

  it('finds contacts on the server as the user types and links the chosen one', async () => {
    const api = stubFetch({
      'GET /api/contacts': ({ url }) =>
        json(200, {
          items: url.searchParams.get('search')
            ? [makeContact(), makeContact({ id: 'c-2', name: 'Meera Iyer', company: null })]
            : [],
          nextCursor: null,
          total: 2,
        }),
      'POST /api/deals': ({ body }) => created(body),
    });
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    await user.type(screen.getByLabelText('Contact'), 'me');
    expect(await screen.findByRole('option', { name: 'Meera Iyer - No Company' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Aarav Mehta - Acme Traders' }));
    expect((screen.getByLabelText('Contact') as HTMLInputElement).value).toBe(
      'Aarav Mehta - Acme Traders',
    );
    await user.type(screen.getByLabelText(/^Title/), 'ERP rollout');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    await screen.findByText('Deal Created');
    expect(api.find('POST', '/api/deals')[0]?.body).toMatchObject({ contactId: 'c-1' });
    const searches = api.find('GET', '/api/contacts').map((r) => r.url.searchParams);
    expect(searches.every((params) => params.get('limit') === '20')).toBe(true);
    // Debounced: the typed text is searched once, not once per keystroke.
    expect(searches.map((params) => params.get('search'))).toEqual([null, 'me']);
  });

  it('edits a deal with a past close date, sending every field with PUT', async () => {
    const deal = makeDeal({ expectedCloseDate: '2025-03-05' });
    const onClose = vi.fn();
    const api = stubFetch({
      [`PUT /api/deals/${deal.id}`]: ({ body }) => json(200, { ...deal, ...(body as object) }),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={onClose} />);

    expect(screen.getByRole('heading', { name: 'Edit Deal' })).toBeTruthy();
    expect((screen.getByLabelText('Contact') as HTMLInputElement).value).toBe(
      'Aarav Mehta - Acme Traders',
    );
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('125000.50');
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'ERP rollout, phase 2');
    await user.click(screen.getByRole('button', { name: 'Update Deal' }));

    expect(await screen.findByText('Deal Updated')).toBeTruthy();
    expect(screen.getByText('Deal has been updated successfully.')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('PUT', `/api/deals/${deal.id}`)[0]?.body).toEqual({
      contactId: 'c-1',
      title: 'ERP rollout, phase 2',
      value: '125000.50',
      stage: 'prospecting',
      probability: 60,
      expectedCloseDate: '2025-03-05',
      description: 'Rollout across three plants',
      tags: [],
    });
  });

  it('puts server validation details beside their fields and the message in the toast', async () => {
    const deal = makeDeal();
    stubFetch({
      [`PUT /api/deals/${deal.id}`]: () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'contactId', message: 'Choose a contact of your organization' },
        ]),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Update Deal' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('Some fields are not valid')).toBeTruthy();
    expect(fieldMessage(screen.getByLabelText('Contact'))).toBe(
      'Choose a contact of your organization',
    );
  });

  it('falls back to the spec messages when the server gives none', async () => {
    stubFetch({ 'POST /api/deals': () => new Response('Bad gateway', { status: 502 }) });
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);

    await user.type(screen.getByLabelText(/^Title/), 'ERP rollout');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    expect(await screen.findByText('Failed to create deal.')).toBeTruthy();
  });

  it('says "Failed to update deal." when an update fails without a message', async () => {
    const deal = makeDeal();
    stubFetch({ [`PUT /api/deals/${deal.id}`]: () => new Response(null, { status: 503 }) });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Update Deal' }));

    expect(await screen.findByText('Failed to update deal.')).toBeTruthy();
  });
});
