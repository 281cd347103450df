import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeContact, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { WhatsAppDialog } from './whatsapp-dialog';

const CLOSED =
  'The 24-hour window to reply to this contact is closed: they have not written to you on WhatsApp in the last 24 hours. Send an approved template instead.';

const templates = [
  {
    name: 'follow_up',
    language: 'en',
    category: 'marketing',
    status: 'approved',
    body: 'Hi {{1}}, following up on our conversation. Any questions?',
    parameterCount: 1,
    usable: true,
    updatedAt: '2026-11-20T00:00:00.000Z',
  },
  {
    name: 'new_offer',
    language: 'en',
    category: 'marketing',
    status: 'pending',
    body: 'A new offer is waiting for you.',
    parameterCount: 0,
    usable: false,
    updatedAt: '2026-11-20T00:00:00.000Z',
  },
];

describe('WhatsApp dialog', () => {
  it('sends the message to the contact’s number, says so and closes', async () => {
    const api = stubFetch({
      'POST /api/whatsapp/send': () => json(200, { success: true, messageId: 'wamid.1' }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={onClose} />,
    );
    const field = screen.getByLabelText(/Message/);
    await user.clear(field);
    await user.type(field, '  See you at 4  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('WhatsApp message sent')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.find('POST', '/api/whatsapp/send')[0]?.body).toEqual({
      to: '+919876543210',
      contactId: 'c-1',
      message: 'See you at 4',
    });
  });

  it('says "Missing information" and sends nothing for a contact without a phone', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(
      <WhatsAppDialog
        open
        contact={makeContact({ phone: null, phoneE164: null })}
        onClose={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Missing information')).toBeTruthy();
    expect(
      screen.getByText('Contact must have a phone number and message cannot be empty'),
    ).toBeTruthy();
    expect(api.find('POST', '/api/whatsapp/send')).toHaveLength(0);
  });

  it('shows "Message failed" when WhatsApp refuses', async () => {
    stubFetch({
      'POST /api/whatsapp/send': () =>
        apiError(424, 'UPSTREAM_FAILED', 'WhatsApp refused the request: (#100) Invalid parameter'),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message failed')).toBeTruthy();
    expect(screen.getByText('Failed to send WhatsApp message. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers the approved templates when the 24-hour window is closed, and sends one', async () => {
    const api = stubFetch({
      'POST /api/whatsapp/send': ({ body }) =>
        (body as { template?: unknown }).template
          ? json(200, { success: true, messageId: 'wamid.2' })
          : apiError(409, 'WINDOW_CLOSED', CLOSED),
      'GET /api/whatsapp/templates': () => json(200, { templates }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(CLOSED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    const sendTemplate = screen.getByRole('button', { name: 'Send Template' });
    expect(sendTemplate).toHaveProperty('disabled', true);

    await user.click(await screen.findByRole('combobox', { name: 'Template' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // Only approved templates are offered.
    expect(options.map((option) => option.textContent)).toEqual(['follow_up (en)']);
    await user.click(options[0] as HTMLElement);
    expect(
      screen.getByText('Hi {{1}}, following up on our conversation. Any questions?'),
    ).toBeTruthy();
    expect(sendTemplate).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Parameter \{\{1\}\}/), 'Aarav');
    await user.click(screen.getByRole('button', { name: 'Send Template' }));

    expect(await screen.findByText('WhatsApp message sent')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(api.find('POST', '/api/whatsapp/send')).toHaveLength(2));
    expect(api.find('POST', '/api/whatsapp/send')[1]?.body).toEqual({
      to: '+919876543210',
      contactId: 'c-1',
      template: { name: 'follow_up', language: 'en', parameters: ['Aarav'] },
    });
  });
});
