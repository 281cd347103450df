import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeContact, stubFetch } from '../../../testing/fetch-stub';
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
    expect((screen.getByRole('button', { name: 'Send Email' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('signs the built-in follow-up with the sender, and fills an organization template for the contact', async () => {
    const api = stubFetch({
      'GET /api/email-templates': () =>
        json(200, {
          items: [
            {
              id: 't-1',
              name: 'Diwali offer',
              subject: 'A Diwali offer for {{company}}',
              body: 'Dear {{firstName}},\n\nWarm wishes.\n{{senderName}}',
              createdBy: 'user-1',
              createdAt: '2026-11-01T00:00:00.000Z',
              updatedAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        }),
      'POST /api/emails/send': () =>
        json(200, { success: true, messageId: 'ses-1', activityId: 'act-1' }),
    });
    const { user } = renderWithProviders(
      <EmailDialog open contact={makeContact()} onClose={() => {}} senderName="Priya Sharma" />,
    );
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    expect(message.value.endsWith('Best regards,\nPriya Sharma')).toBe(true);
    expect(message.value).toContain('how we can help Acme Traders?');

    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Diwali offer' }));
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(
      'A Diwali offer for Acme Traders',
    );
    expect(message.value).toBe('Dear Aarav,\n\nWarm wishes.\nPriya Sharma');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await screen.findByText('Email sent');
    expect(api.find('POST', '/api/emails/send')[0]?.body).toMatchObject({
      subject: 'A Diwali offer for Acme Traders',
      body: 'Dear Aarav,\n\nWarm wishes.\nPriya Sharma',
    });
  });

  it('keeps To on the contact’s own address: prefilled and read-only', async () => {
    const api = stubFetch({
      'POST /api/emails/send': () =>
        json(200, { success: true, messageId: 'ses-1', activityId: 'act-1' }),
    });
    const { user } = renderWithProviders(
      <EmailDialog open contact={makeContact()} onClose={() => {}} />,
    );
    const to = screen.getByLabelText(/^To/) as HTMLInputElement;
    expect(to.readOnly).toBe(true);
    await user.type(to, 'someone@else.example');
    expect(to.value).toBe('aarav@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await screen.findByText('Email sent');
    expect(api.find('POST', '/api/emails/send')[0]?.body).toMatchObject({
      to: 'aarav@acme.example',
    });
  });

  it('sends the email, says so and closes', async () => {
    const api = stubFetch({
      'POST /api/emails/send': () =>
        json(200, { success: true, messageId: 'ses-1', activityId: 'act-1' }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <EmailDialog open contact={makeContact()} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email sent')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.find('POST', '/api/emails/send')[0]?.body).toMatchObject({
      to: 'aarav@acme.example',
      subject: 'Follow up - Aarav Mehta',
      contactId: makeContact().id,
    });
  });

  it('asks for every field and sends nothing without one', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(
      <EmailDialog open contact={makeContact()} onClose={() => {}} />,
    );
    await user.clear(screen.getByLabelText(/^Subject/));
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByText('Missing information')).toBeTruthy();
    expect(api.find('POST', '/api/emails/send')).toHaveLength(0);
  });

  it('says why a stopped address failed, and the spec’s words otherwise', async () => {
    stubFetch({
      'POST /api/emails/send': () =>
        apiError(
          409,
          'CONFLICT',
          'aarav@acme.example bounced on 24 Nov; emails to it are stopped.',
        ),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <EmailDialog open contact={makeContact()} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(
      await screen.findByText('aarav@acme.example bounced on 24 Nov; emails to it are stopped.'),
    ).toBeTruthy();
    expect(screen.getByText('Email failed')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the phone read-only and blocks sending an empty WhatsApp message', async () => {
    stubFetch({
      'GET /api/whatsapp/window': () =>
        json(200, { configured: true, hasPhone: true, open: true, closesAt: null }),
    });
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
