import { screen, within } from '@testing-library/react';
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

const IN_A_DAY = new Date(Date.now() + 20 * 3600_000).toISOString();
const windowOf =
  (open: boolean, configured = true) =>
  () =>
    json(200, { configured, hasPhone: true, open, closesAt: open ? IN_A_DAY : null });

describe('WhatsApp dialog', () => {
  it('sends the message to the contact’s number, says so and closes', async () => {
    const api = stubFetch({
      'GET /api/whatsapp/window': windowOf(true),
      'POST /api/whatsapp/send': () => json(200, { success: true, messageId: 'wamid.1' }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={onClose} />,
    );
    // The window is said as the dialog opens, before anything is typed.
    expect(
      await screen.findByText(/^Aarav Mehta wrote to you on WhatsApp in the last 24 hours/),
    ).toBeTruthy();
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
      'GET /api/whatsapp/window': windowOf(true),
      'POST /api/whatsapp/send': () =>
        apiError(424, 'UPSTREAM_FAILED', 'WhatsApp refused the request: (#100) Invalid parameter'),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={onClose} />,
    );
    await screen.findByText(/a message reaches them until/);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message failed')).toBeTruthy();
    expect(screen.getByText('Failed to send WhatsApp message. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the 24-hour window is closed as it opens, and offers the approved templates at once', async () => {
    const api = stubFetch({
      'GET /api/whatsapp/window': windowOf(false),
      'POST /api/whatsapp/send': () => json(200, { success: true, messageId: 'wamid.2' }),
      'GET /api/whatsapp/templates': () => json(200, { templates }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={onClose} />,
    );
    // Nothing typed, nothing sent: the dialog already says it and shows no text to throw away.
    expect(await screen.findByText(CLOSED)).toBeTruthy();
    expect(screen.queryByLabelText(/^Message/)).toBeNull();
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
    expect(api.find('POST', '/api/whatsapp/send')).toHaveLength(1);
    expect(api.find('POST', '/api/whatsapp/send')[0]?.body).toEqual({
      to: '+919876543210',
      contactId: 'c-1',
      template: { name: 'follow_up', language: 'en', parameters: ['Aarav'] },
    });
    expect(api.find('GET', '/api/whatsapp/window')[0]?.url.searchParams.get('contactId')).toBe(
      'c-1',
    );
  });

  it('still turns to the templates when the window closes while the dialog is open', async () => {
    stubFetch({
      'GET /api/whatsapp/window': windowOf(true),
      'POST /api/whatsapp/send': () => apiError(409, 'WINDOW_CLOSED', CLOSED),
      'GET /api/whatsapp/templates': () => json(200, { templates }),
    });
    const { user } = renderWithProviders(
      <WhatsAppDialog open contact={makeContact()} onClose={vi.fn()} />,
    );
    await screen.findByText(/a message reaches them until/);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CLOSED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Template' })).toBeTruthy();
  });

  it('says WhatsApp is not set up as it opens, and offers no send that would fail', async () => {
    stubFetch({ 'GET /api/whatsapp/window': windowOf(false, false) });
    renderWithProviders(<WhatsAppDialog open contact={makeContact()} onClose={vi.fn()} />);
    expect(
      await screen.findByText(
        'WhatsApp is not set up for your organization yet: an admin adds it in Settings → Security → WhatsApp.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Template' })).toBeNull();
  });
});
