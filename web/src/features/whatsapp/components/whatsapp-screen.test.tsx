import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import type { WhatsappStatus } from '../api/get-whatsapp-status';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
afterEach(() => vi.unstubAllGlobals());

const WEBHOOK_URL = 'http://localhost/api/webhooks/whatsapp/org-1';
const CONFIGURED: WhatsappStatus = {
  configured: true,
  status: 'Active',
  phoneNumber: '+919876500000',
  webhookUrl: WEBHOOK_URL,
};
const NOT_CONFIGURED: WhatsappStatus = {
  configured: false,
  status: '',
  phoneNumber: null,
  webhookUrl: WEBHOOK_URL,
};

const routes = (status: WhatsappStatus, overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/auth/user': signedIn,
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
  'GET /api/whatsapp/status': () => json(200, status),
  ...overrides,
});

const tile = (name: string) => screen.getByRole('region', { name });

const openTesting = async () => {
  fireEvent.click(await screen.findByRole('tab', { name: 'Testing' }));
  return screen.getByRole('button', { name: /Send Test/ }) as HTMLButtonElement;
};

const fill = (phoneNumber: string, message: string) => {
  fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: phoneNumber } });
  fireEvent.change(screen.getByLabelText('Test Message'), { target: { value: message } });
};

describe('WhatsApp integration page', () => {
  it('is in the sidebar after Integrations and shows the tiles and six commands when configured', async () => {
    stubFetch(routes(CONFIGURED));
    renderApp('/app/whatsapp');
    expect(await screen.findByLabelText('Loading WhatsApp')).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'WhatsApp Integration' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.indexOf('WhatsApp')).toBe(labels.indexOf('Integrations') + 1);
    expect(within(nav).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      '/app/whatsapp',
    );

    expect(within(tile('Configuration')).getByText('Connected')).toBeTruthy();
    expect(within(tile('Status')).getByText('Active')).toBeTruthy();
    expect(within(tile('Commands')).getByText('6')).toBeTruthy();
    expect(screen.queryByText('Setup Required')).toBeNull();
    for (const command of ['/add', '/update', '/log', '/deal', '/search', '/help']) {
      expect(screen.getByRole('region', { name: command })).toBeTruthy();
    }
    const add = screen.getByRole('region', { name: '/add' });
    expect(within(add).getByText('/add name, email, phone, company, title')).toBeTruthy();
    expect(
      within(add).getByText('/add John Smith, john@example.com, +919876543210, Acme Corp, CEO'),
    ).toBeTruthy();
  });

  it('says Not Configured, Unknown and Setup Required with a link to Settings → Security', async () => {
    stubFetch(routes(NOT_CONFIGURED));
    renderApp('/app/whatsapp');

    expect(await screen.findByText('Setup Required')).toBeTruthy();
    expect(within(tile('Configuration')).getByText('Not Configured')).toBeTruthy();
    expect(within(tile('Status')).getByText('Unknown')).toBeTruthy();
    const alert = screen.getByRole('alert');
    for (const setting of [
      'WhatsApp access token',
      'WhatsApp phone number ID',
      'Webhook verification token',
    ]) {
      expect(within(alert).getByText(setting)).toBeTruthy();
    }
    expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
    // Without the app secret the server keeps saying Not Configured, so the warning names it too.
    expect(within(alert).getByText(/Also save the app's App Secret/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe(
      '/app/settings?tab=security',
    );
  });

  it('names in the setup guide every setting the server needs before it says Connected', async () => {
    stubFetch(routes(NOT_CONFIGURED));
    renderApp('/app/whatsapp');
    fireEvent.click(await screen.findByRole('tab', { name: 'Setup Guide' }));

    const required = screen.getByRole('list', { name: 'Required settings' });
    expect(
      within(required)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Access Token', 'Phone Number ID', 'App Secret', 'Webhook Verification Token']);
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe(
      '/app/settings?tab=security',
    );
  });

  it('keeps Send Test disabled while not configured', async () => {
    const stub = stubFetch(routes(NOT_CONFIGURED));
    renderApp('/app/whatsapp');
    const send = await openTesting();
    fill('+919876543210', 'Hello');
    expect(send.disabled).toBe(true);
    fireEvent.click(send);
    expect(stub.find('POST', '/api/whatsapp/test-message')).toHaveLength(0);
  });

  it('says Missing Information and sends nothing when a field is empty', async () => {
    const stub = stubFetch(routes(CONFIGURED));
    renderApp('/app/whatsapp');
    const send = await openTesting();
    fill('+919876543210', '   ');
    fireEvent.click(send);
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please enter both phone number and message')).toBeTruthy();
    expect(stub.find('POST', '/api/whatsapp/test-message')).toHaveLength(0);
  });

  it('sends the test message with a spinner, then clears the message and says so', async () => {
    let answer: (response: Response) => void = () => undefined;
    const stub = stubFetch(
      routes(CONFIGURED, {
        'POST /api/whatsapp/test-message': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      }),
    );
    renderApp('/app/whatsapp');
    const send = await openTesting();
    fill(' +919876543210 ', 'Hello from the test');
    fireEvent.click(send);

    expect(await screen.findByLabelText('Sending')).toBeTruthy();
    expect(send.disabled).toBe(true);
    expect(stub.find('POST', '/api/whatsapp/test-message')[0]?.body).toEqual({
      phoneNumber: '+919876543210',
      message: 'Hello from the test',
    });
    answer(json(200, { success: true, messageId: 'wamid.1' }));

    expect(await screen.findByText('Test Message Sent')).toBeTruthy();
    expect(screen.getByText('WhatsApp test message sent successfully')).toBeTruthy();
    expect((screen.getByLabelText('Test Message') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe(
      ' +919876543210 ',
    );
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(screen.queryByLabelText('Sending')).toBeNull();
  });

  it("says Send Failed with the server's reason, and keeps the message", async () => {
    stubFetch(
      routes(CONFIGURED, {
        'POST /api/whatsapp/test-message': () =>
          apiError(409, 'CONFLICT', 'WhatsApp credentials are incomplete.'),
      }),
    );
    renderApp('/app/whatsapp');
    const send = await openTesting();
    fill('+919876543210', 'Hello');
    fireEvent.click(send);

    expect(await screen.findByText('Send Failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Failed to send test message. Check your configuration. WhatsApp credentials are incomplete.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Test Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('copies an example and the webhook URL with a check mark that goes after 2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubFetch(routes(CONFIGURED));
    renderApp('/app/whatsapp');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const copy = await screen.findByRole('button', { name: 'Copy /deal example' });
    expect(within(copy).queryByTestId('copied-check')).toBeNull();
    fireEvent.click(copy);
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      '/deal john@example.com, Website redesign, 50000, proposal',
    );
    expect(within(copy).getByTestId('copied-check')).toBeTruthy();
    await waitFor(() => expect(within(copy).queryByTestId('copied-check')).toBeNull(), {
      timeout: 3000,
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Setup Guide' }));
    expect((screen.getByLabelText('Webhook URL') as HTMLInputElement).value).toBe(WEBHOOK_URL);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Webhook URL' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(WEBHOOK_URL));
  });

  it('shows four example chats', async () => {
    stubFetch(routes(CONFIGURED));
    renderApp('/app/whatsapp');
    fireEvent.click(await screen.findByRole('tab', { name: 'Examples' }));
    for (const title of [
      'Client calls',
      'Meeting a new lead',
      'Creating a deal after a call',
      'Quick contact search',
    ]) {
      const chat = screen.getByRole('list', { name: `${title} chat` });
      expect(within(chat).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('says the status could not be loaded, and loads it again on Try again', async () => {
    let fail = true;
    stubFetch(
      routes(CONFIGURED, {
        'GET /api/whatsapp/status': () =>
          fail ? apiError(500, 'INTERNAL', 'boom') : json(200, CONFIGURED),
      }),
    );
    renderApp('/app/whatsapp');
    expect(
      await screen.findByText('Could not load the WhatsApp status.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Connected')).toBeTruthy();
  });
});
