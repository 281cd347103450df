import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeContact } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { CallDialog } from './call-dialog';
import { EmailDialog } from './email-dialog';
import { WhatsAppDialog } from './whatsapp-dialog';

describe('outreach dialogs', () => {
  it('offers no manual call without a phone number', () => {
    const contact = makeContact({ phone: null, phoneE164: null });
    renderWithProviders(<CallDialog open contact={contact} onClose={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Aarav Mehta' });
    expect(within(dialog).getByText('Acme Traders')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Manual Call' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers both call methods, starting on the AI call', async () => {
    const { user } = renderWithProviders(
      <CallDialog open contact={makeContact()} onClose={() => {}} />,
    );

    const method = screen.getByRole('combobox', { name: 'Call Method' });
    expect(method.textContent).toBe('AI Assistant Call');
    await user.click(method);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['AI Assistant Call', 'Manual Call']);
    await user.keyboard('{Escape}');

    const aiCall = screen.getByRole('button', { name: 'AI Call' }) as HTMLButtonElement;
    expect(aiCall.disabled).toBe(false);
    expect(aiCall.getAttribute('aria-disabled')).toBeNull();
  });

  it('prefills the follow-up email', () => {
    renderWithProviders(<EmailDialog open contact={makeContact()} onClose={() => {}} />);

    expect((screen.getByLabelText(/^To/) as HTMLInputElement).value).toBe('aarav@acme.example');
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(
      'Follow up - Aarav Mehta',
    );
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain(
      '15-minute call',
    );
    expect(screen.getByRole('button', { name: 'Send Email' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('shows the phone read-only and blocks sending an empty WhatsApp message', async () => {
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={() => {}} />,
    );

    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.value).toBe('+91 98765 43210');
    expect(phone.readOnly).toBe(true);
    await user.clear(screen.getByLabelText(/^Message/));
    expect(
      (screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
