import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { CallDialog } from './call-dialog';

describe('manual call', () => {
  it('logs the call with its notes on the contact, then dials, says so and closes', async () => {
    const api = stubFetch({
      'POST /api/contacts/c-1/activities': ({ body }) =>
        json(201, { id: 'a-1', ...(body as object) }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <CallDialog open contact={makeContact()} onClose={onClose} />,
    );

    await user.type(screen.getByLabelText('Call Notes'), '  Wants a demo next week ');
    await user.click(screen.getByRole('button', { name: 'Manual Call' }));

    expect(await screen.findByText('Call initiated')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(api.find('POST', '/api/contacts/c-1/activities')).toHaveLength(1));
    expect(api.find('POST', '/api/contacts/c-1/activities')[0]?.body).toEqual({
      type: 'call',
      subject: 'Manual call',
      description: 'Wants a demo next week',
    });
  });
});

describe('call method', () => {
  it('starts on Manual Call while AI calling cannot be used, and offers AI calling disabled', async () => {
    stubFetch({});
    const { user } = renderWithProviders(
      <CallDialog open contact={makeContact()} onClose={vi.fn()} />,
    );

    const method = screen.getByRole('combobox', { name: 'Call Method' });
    expect(method.textContent).toBe('Manual Call');
    expect(screen.getByRole('button', { name: 'AI Call' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    await user.click(method);
    const listbox = await screen.findByRole('listbox');
    const ai = within(listbox).getByRole('option', { name: 'AI Assistant Call' });
    expect(ai.getAttribute('aria-disabled')).toBe('true');
    expect(
      within(listbox).getByRole('option', { name: 'Manual Call' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});

describe('a contact without a phone', () => {
  it('cannot be called manually, and the dialog says why', () => {
    stubFetch({});
    renderWithProviders(
      <CallDialog open contact={makeContact({ phone: null, phoneE164: null })} onClose={vi.fn()} />,
    );

    const manual = screen.getByRole('button', { name: 'Manual Call' }) as HTMLButtonElement;
    expect(manual.disabled).toBe(true);
    expect(
      screen.getByText('This contact has no phone number. Add one to call them.'),
    ).toBeTruthy();
    const hint = document.getElementById(manual.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('This contact has no phone number. Add one to call them.');
  });

  it('is callable once it has a phone', () => {
    stubFetch({});
    renderWithProviders(<CallDialog open contact={makeContact()} onClose={vi.fn()} />);

    const manual = screen.getByRole('button', { name: 'Manual Call' }) as HTMLButtonElement;
    expect(manual.disabled).toBe(false);
    expect(screen.queryByText(/has no phone number/)).toBeNull();
  });
});
