import type { CustomField } from '@salesflow/shared/custom-fields/custom-field';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { makeDeal } from '../testing/deal-fixtures';
import { DealFormDialog } from './deal-form-dialog';

const AT = '2026-11-01T00:00:00.000Z';

const field = (
  key: string,
  label: string,
  type: CustomField['type'],
  options: string[] = [],
): CustomField => ({
  id: `deal.${key}`,
  entity: 'deal',
  key,
  label,
  type,
  options,
  createdAt: AT,
  updatedAt: AT,
});

const FIELDS: CustomField[] = [
  field('source', 'Deal source', 'select', ['Referral', 'Inbound']),
  field('seats', 'Seats', 'number'),
  field('po_number', 'PO number', 'text'),
  field('signed', 'Signed', 'checkbox'),
  // A contact's field is not the deal form's.
  { ...field('industry', 'Industry', 'text'), id: 'contact.industry', entity: 'contact' },
];

/** The helper text MUI links to a field through aria-describedby. */
const fieldMessage = (input: HTMLElement): string => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

const moreFields = () => screen.findByRole('region', { name: 'More fields' });

describe('Add/Edit deal dialog: the organization’s deal fields', () => {
  it('shows no "More fields" when the organization has no deal fields', async () => {
    const api = stubFetch({ 'GET /api/custom-fields': () => json(200, [FIELDS[4]]) });
    renderWithProviders(<DealFormDialog open onClose={() => {}} />);
    await waitFor(() => expect(api.find('GET', '/api/custom-fields')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'More fields' })).toBeNull();
  });

  it('shows an input per deal field in order, and sends those filled in', async () => {
    // Prepare
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      'POST /api/deals': ({ body }) => json(201, { ...makeDeal(), ...(body as object) }),
    });
    const { user } = renderWithProviders(<DealFormDialog open onClose={() => {}} />);
    const section = await moreFields();
    const inputs = section.querySelectorAll('[id^="deal-cf-"]:not([id$="-label"])');
    expect(Array.from(inputs, (input) => input.id)).toEqual([
      'deal-cf-source',
      'deal-cf-seats',
      'deal-cf-po_number',
      'deal-cf-signed',
    ]);
    expect(within(section).queryByText('Industry')).toBeNull();

    // Act
    await user.click(within(section).getByRole('combobox', { name: 'Deal source' }));
    await user.click(await screen.findByRole('option', { name: 'Referral' }));
    await user.type(within(section).getByLabelText('Seats'), '40');
    await user.click(within(section).getByRole('checkbox', { name: 'Signed' }));
    await user.type(screen.getByLabelText(/^Title/), 'ERP rollout');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    // Assess
    expect(await screen.findByText('Deal Created')).toBeTruthy();
    expect(api.find('POST', '/api/deals')[0]?.body).toMatchObject({
      title: 'ERP rollout',
      customFields: { source: 'Referral', seats: 40, signed: true },
    });
  });

  it('checks a value in the browser first, and shows a server field error under its input', async () => {
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      'POST /api/deals': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
          { field: 'customFields.source', message: 'Deal source must be one of Referral, Inbound' },
        ]),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<DealFormDialog open onClose={onClose} />);
    const section = await moreFields();

    await user.type(screen.getByLabelText(/^Title/), 'ERP rollout');
    const seats = within(section).getByLabelText('Seats');
    await user.type(seats, 'forty');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(fieldMessage(seats)).toBe('Seats must be a number');
    expect(api.find('POST', '/api/deals')).toEqual([]);

    await user.clear(seats);
    expect(fieldMessage(seats)).toBe('');
    await user.click(within(section).getByRole('combobox', { name: 'Deal source' }));
    await user.click(await screen.findByRole('option', { name: 'Inbound' }));
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    await waitFor(() => expect(api.find('POST', '/api/deals')).toHaveLength(1));
    const source = within(section).getByRole('combobox', { name: 'Deal source' });
    await waitFor(() =>
      expect(fieldMessage(source)).toBe('Deal source must be one of Referral, Inbound'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on edit sends only what changed, a cleared value as null and an unticked box as false', async () => {
    const deal = makeDeal({
      customFields: { source: 'Inbound', seats: 40, po_number: 'PO-7781', signed: true },
    });
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      [`PUT /api/deals/${deal.id}`]: ({ body }) => json(200, { ...deal, ...(body as object) }),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);
    const section = await moreFields();
    expect((within(section).getByLabelText('Seats') as HTMLInputElement).value).toBe('40');

    await user.clear(within(section).getByLabelText('PO number'));
    await user.click(within(section).getByRole('checkbox', { name: 'Signed' }));
    await user.click(screen.getByRole('button', { name: 'Update Deal' }));

    expect(await screen.findByText('Deal Updated')).toBeTruthy();
    // Deal source and Seats were left alone: not sent.
    expect(api.find('PUT', `/api/deals/${deal.id}`)[0]?.body).toHaveProperty('customFields', {
      po_number: null,
      signed: false,
    });
  });

  it('sends no custom fields on an edit that leaves them alone', async () => {
    const deal = makeDeal({ customFields: { seats: 40 } });
    const api = stubFetch({
      'GET /api/custom-fields': () => json(200, FIELDS),
      [`PUT /api/deals/${deal.id}`]: () => json(200, deal),
    });
    const { user } = renderWithProviders(<DealFormDialog open deal={deal} onClose={() => {}} />);
    await moreFields();
    await user.click(screen.getByRole('button', { name: 'Update Deal' }));
    await waitFor(() => expect(api.find('PUT', `/api/deals/${deal.id}`)).toHaveLength(1));
    expect(api.find('PUT', `/api/deals/${deal.id}`)[0]?.body).not.toHaveProperty('customFields');
  });
});
