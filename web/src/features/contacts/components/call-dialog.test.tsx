import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, makeContact, stubFetch } from '../../../testing/fetch-stub';
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

describe('AI call', () => {
  const aiCall = async (answer: () => Response, contact = makeContact()) => {
    const api = stubFetch({ 'POST /api/ai-calling/start-real-call': answer });
    const onClose = vi.fn();
    const view = renderWithProviders(<CallDialog open contact={contact} onClose={onClose} />);
    expect(screen.getByRole('combobox', { name: 'Call Method' }).textContent).toBe(
      'AI Assistant Call',
    );
    await view.user.click(screen.getByRole('button', { name: 'AI Call' }));
    return { api, onClose };
  };

  it('starts a real call with the contact and phone, says "Call Started" and closes', async () => {
    const { api, onClose } = await aiCall(() =>
      json(200, { success: true, requiresSetup: false, message: 'ok', aiCall: { id: 'call-1' } }),
    );

    expect(await screen.findByText('Call Started')).toBeTruthy();
    expect(screen.getByText('Starting an AI call to Aarav Mehta.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.find('POST', '/api/ai-calling/start-real-call')[0]?.body).toEqual({
      contactId: 'c-1',
      phoneNumber: makeContact().phoneE164,
      purpose: 'promotional',
    });
  });

  it('sends the purpose chosen (TRAI): a service call', async () => {
    const api = stubFetch({
      'POST /api/ai-calling/start-real-call': () =>
        json(200, { success: true, requiresSetup: false, message: 'ok', aiCall: { id: 'call-1' } }),
    });
    const { user } = renderWithProviders(
      <CallDialog open contact={makeContact()} onClose={vi.fn()} />,
    );
    const purpose = screen.getByRole('combobox', { name: 'Purpose' });
    expect(purpose.textContent).toBe('Promotional');
    expect(screen.getByText('Service: about something the lead already has (TRAI)')).toBeTruthy();
    await user.click(purpose);
    await user.click(within(screen.getByRole('listbox')).getByText('Service'));
    await user.click(screen.getByRole('button', { name: 'AI Call' }));

    expect(await screen.findByText('Call Started')).toBeTruthy();
    expect(api.find('POST', '/api/ai-calling/start-real-call')[0]?.body).toMatchObject({
      purpose: 'service',
    });
  });

  it('shows TRAI’s refusal of a promotional call to an NCPR number', async () => {
    const message =
      'Aarav Mehta is on the NCPR “do not disturb” registry: a promotional call needs their consent.';
    await aiCall(() => apiError(409, 'CONFLICT', message));
    expect(await screen.findByText('Call failed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('shows "Setup Required" with the server message, and stays open for a manual call', async () => {
    const { onClose } = await aiCall(() =>
      json(200, {
        success: false,
        requiresSetup: true,
        message: 'Add your Twilio account in Settings to make real AI calls.',
      }),
    );

    expect(await screen.findByText('Setup Required')).toBeTruthy();
    expect(
      screen.getByText('Add your Twilio account in Settings to make real AI calls.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Aarav Mehta' })).toBeTruthy();
  });

  it('says "Call failed" when the server fails', async () => {
    const { onClose } = await aiCall(() => new Response('Bad gateway', { status: 502 }));

    expect(await screen.findByText('Call failed')).toBeTruthy();
    expect(screen.getByText('Failed to initiate AI call. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why the server refused the call', async () => {
    const { onClose } = await aiCall(() =>
      apiError(409, 'CONFLICT', 'Aarav Mehta is on the Do Not Call list.'),
    );

    expect(await screen.findByText('Call failed')).toBeTruthy();
    expect(screen.getByText('Aarav Mehta is on the Do Not Call list.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "Call Scheduled" with the server message outside calling hours, and closes', async () => {
    const message = 'It is outside calling hours for Aarav Mehta. The call is scheduled for 9:00.';
    const { onClose } = await aiCall(() =>
      json(200, {
        success: true,
        requiresSetup: false,
        message,
        aiCall: { id: 'call-1' },
        scheduledFor: '2026-11-24T03:30:00.000Z',
      }),
    );

    expect(await screen.findByText('Call Scheduled')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText('Call Started')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a phone number before calling a contact without one', async () => {
    const { api } = await aiCall(
      () => json(200, {}),
      makeContact({ phone: null, phoneE164: null }),
    );

    expect(await screen.findByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Contact phone number is required')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
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
