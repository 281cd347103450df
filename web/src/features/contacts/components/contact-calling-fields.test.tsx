import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { ContactFormDialog } from './contact-form-dialog';

describe('the Calling section of the edit dialog', () => {
  it('is not on the create form', () => {
    stubFetch({});
    renderWithProviders(<ContactFormDialog open onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Calling' })).toBeNull();
    expect(screen.queryByLabelText('Do not call')).toBeNull();
  });

  it('sends Do not call, the time zone and the consent with the PUT', async () => {
    const contact = makeContact();
    const onClose = vi.fn();
    const api = stubFetch({
      'PUT /api/contacts/c-1': ({ body }) => json(200, { ...contact, ...(body as object) }),
    });
    const { user } = renderWithProviders(
      <ContactFormDialog open contact={contact} onClose={onClose} />,
    );

    await user.click(screen.getByRole('button', { name: 'Calling' }));
    await user.click(await screen.findByLabelText('Do not call'));
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.click(await screen.findByRole('option', { name: 'Asia/Singapore' }));
    await user.click(screen.getByRole('combobox', { name: 'Call consent' }));
    await user.click(await screen.findByRole('option', { name: 'Web form' }));
    await user.type(screen.getByLabelText('Consent date'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));

    expect(await screen.findByText('Contact Updated')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.find('PUT', '/api/contacts/c-1')[0]?.body).toMatchObject({
      name: 'Aarav Mehta',
      doNotCall: true,
      timezone: 'Asia/Singapore',
      callConsent: { source: 'web_form', grantedAt: '2026-11-20T00:00:00.000Z' },
    });
  });

  it('keeps what was stored and asks for the consent date with its source', async () => {
    const contact = makeContact({
      doNotCall: false,
      timezone: 'Asia/Dubai',
      callConsent: { source: 'verbal', grantedAt: '2026-10-01T09:15:00.000Z' },
    });
    const api = stubFetch({
      'PUT /api/contacts/c-1': ({ body }) => json(200, { ...contact, ...(body as object) }),
    });
    const { user } = renderWithProviders(
      <ContactFormDialog open contact={contact} onClose={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Calling' }));
    expect(screen.getByRole('combobox', { name: 'Time zone' }).textContent).toBe('Asia/Dubai');
    expect(screen.getByRole('combobox', { name: 'Call consent' }).textContent).toBe(
      'Verbal (on a call)',
    );
    await user.clear(screen.getByLabelText('Consent date'));
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('Choose the day the lead gave consent')).toBeTruthy();
    expect(api.find('PUT', '/api/contacts/c-1')).toHaveLength(0);

    await user.type(screen.getByLabelText('Consent date'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Update Contact' }));
    await waitFor(() => expect(api.find('PUT', '/api/contacts/c-1')).toHaveLength(1));
    expect(api.find('PUT', '/api/contacts/c-1')[0]?.body).toMatchObject({
      doNotCall: false,
      timezone: 'Asia/Dubai',
      callConsent: { source: 'verbal', grantedAt: '2026-10-01T09:15:00.000Z' },
    });
  });
});
