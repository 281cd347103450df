import type { WebhookUrlsAnswer } from '@salesflow/shared/lead-capture/integrations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
afterEach(() => vi.unstubAllGlobals());

const KEY = 'k'.repeat(43);
const url = (source: string) => `http://localhost/api/webhooks/leads/${source}?key=${KEY}`;
const URLS: WebhookUrlsAnswer = {
  success: true,
  webhookUrls: {
    wordpress: url('wordpress'),
    elementor: url('elementor'),
    zapier: url('zapier'),
    email: url('email'),
    generic: url('generic'),
  },
  lastUpdated: null,
  leadsPerMinute: 60_000,
  canManage: true,
};

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/auth/user': signedIn,
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
  'GET /api/integrations/webhook-urls': () => json(200, URLS),
  'GET /api/integrations/webhooks/generic/deliveries': () => json(200, []),
  'GET /api/integrations/webhooks/wordpress/field-mapping': () =>
    json(200, { source: 'wordpress', mapping: { 'Full Name': 'name' } }),
  ...overrides,
});

const tile = (name: string) => screen.getByRole('region', { name });

describe('Lead integrations page', () => {
  it('shows the four tiles, five ready sources with their real URLs, and examples with them', async () => {
    stubFetch(routes());
    renderApp('/app/integrations');
    expect(await screen.findByLabelText('Loading integrations')).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'WordPress Forms' })).toBeTruthy();
    expect(within(tile('Available Webhooks')).getByText('5')).toBeTruthy();
    expect(within(tile('Connection Status')).getByText('Connected')).toBeTruthy();
    expect(within(tile('AI Lead Scoring')).getByText('Active')).toBeTruthy();
    expect(within(tile('Last Updated')).getByText('Never')).toBeTruthy();
    for (const title of [
      'WordPress Forms',
      'Elementor Pro',
      'Zapier',
      'Email Parsing',
      'Custom Integration',
    ]) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByText('Ready')).toBeTruthy();
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    const zapier = screen.getByRole('region', { name: 'Zapier' });
    expect((within(zapier).getByLabelText('Webhook URL') as HTMLInputElement).value).toBe(
      url('zapier'),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'cURL Test' }));
    expect(
      screen.getByText(new RegExp(`curl -X POST '${url('generic').replace(/[?]/g, '\\?')}'`)),
    ).toBeTruthy();
  });

  it('sends a real test lead and names the contact it made', async () => {
    const stub = stubFetch(
      routes({
        'POST /api/webhooks/leads/generic': () =>
          json(201, { success: true, status: 'created', contact: { id: 'c-42' } }),
      }),
    );
    renderApp('/app/integrations');
    const send = await screen.findByRole('button', { name: 'Send Test Lead' });
    expect(screen.getByText('This will send a real test lead to your CRM')).toBeTruthy();
    expect((screen.getByLabelText('Test URL') as HTMLInputElement).value).toBe(url('generic'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tester Two' } });
    fireEvent.click(send);

    expect(await screen.findByText('Test Successful')).toBeTruthy();
    expect(screen.getByText('Lead captured successfully. Contact ID: c-42')).toBeTruthy();
    const [request] = stub.find('POST', '/api/webhooks/leads/generic');
    expect(request?.url.searchParams.get('key')).toBe(KEY);
    expect(request?.credentials).toBe('omit');
    expect(request?.body).toMatchObject({
      name: 'Tester Two',
      email: 'test.lead@example.com',
      source: 'website',
    });
    expect(
      screen.getByRole('link', { name: 'Open the test lead in Contacts' }).getAttribute('href'),
    ).toBe('/app/contacts?contact=c-42');
  });

  it('says Test Failed with the status when the webhook refuses the lead', async () => {
    stubFetch(
      routes({
        'POST /api/webhooks/leads/generic': () =>
          new Response('{}', { status: 400, statusText: 'Bad Request' }),
      }),
    );
    renderApp('/app/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Test Lead' }));
    expect(await screen.findByText('Test Failed')).toBeTruthy();
    expect(screen.getByText('HTTP 400: Bad Request')).toBeTruthy();
  });

  it('falls back silently to the default URLs when they cannot be read, and offers no key changes', async () => {
    stubFetch(
      routes({ 'GET /api/integrations/webhook-urls': () => apiError(500, 'INTERNAL', 'x') }),
    );
    renderApp('/app/integrations');
    const card = await screen.findByRole('region', { name: 'Elementor Pro' });
    expect((within(card).getByLabelText('Webhook URL') as HTMLInputElement).value).toBe(
      'http://localhost:3000/api/webhooks/leads/elementor'.replace(
        'http://localhost:3000',
        window.location.origin,
      ),
    );
    expect(within(tile('Connection Status')).getByText('Checking...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rotate Key' })).toBeNull();
  });

  it('copies a URL with a check mark and "Copied!", or says Copy Failed', async () => {
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    stubFetch(routes());
    renderApp('/app/integrations');
    // After rendering: user-event puts a clipboard of its own on the navigator.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copy = await screen.findByRole('button', { name: 'Copy Zapier URL' });
    fireEvent.click(copy);
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url('zapier'));
    expect(within(copy).getByTestId('copied-check')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Email Parsing URL' }));
    expect(await screen.findByText('Copy Failed')).toBeTruthy();
    expect(screen.getByText('Unable to copy to clipboard')).toBeTruthy();
  });

  it('rotates the key after a confirm, for an admin only', async () => {
    const rotated = {
      ...URLS,
      webhookUrls: { ...URLS.webhookUrls, zapier: url('zapier').replace(KEY, 'n'.repeat(43)) },
      oldKeyStopsWithinSeconds: 30,
    };
    const stub = stubFetch(
      routes({ 'POST /api/integrations/webhook-key/rotate': () => json(200, rotated) }),
    );
    renderApp('/app/integrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate webhook key?' });
    expect(
      within(dialog).getByText(
        'Every webhook URL gets a new key, and the current URLs stop working within 30 seconds.',
      ),
    ).toBeTruthy();
    expect(stub.find('POST', '/api/integrations/webhook-key/rotate')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate Key' }));
    expect(await screen.findByText('Webhook key rotated')).toBeTruthy();
    expect(screen.getByText(/The old URLs stop working within 30 seconds\.$/)).toBeTruthy();
    // The dialog closes (and the page is no longer hidden from the accessibility tree).
    await waitFor(() => {
      const zapier = screen.getByRole('region', { name: 'Zapier' });
      expect((within(zapier).getByLabelText('Webhook URL') as HTMLInputElement).value).toContain(
        'n'.repeat(43),
      );
    });
  });

  it("changes the key's lead limit, checked by the server's rules first", async () => {
    const stub = stubFetch(
      routes({
        'PUT /api/integrations/webhook-settings': ({ body }) =>
          json(200, {
            ...URLS,
            leadsPerMinute: (body as { leadsPerMinute: number }).leadsPerMinute,
          }),
      }),
    );
    renderApp('/app/integrations');
    const limit = await screen.findByLabelText('Leads per minute');
    fireEvent.change(limit, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
    expect(await screen.findByText('At least 1 lead a minute')).toBeTruthy();
    expect(stub.find('PUT', '/api/integrations/webhook-settings')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Leads per minute'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
    expect(await screen.findByText('Lead limit saved')).toBeTruthy();
    expect(stub.find('PUT', '/api/integrations/webhook-settings')[0]?.body).toEqual({
      leadsPerMinute: 500,
    });
  });

  it('shows a member the mapping without ways to change it', async () => {
    stubFetch(
      routes({
        'GET /api/integrations/webhook-urls': () => json(200, { ...URLS, canManage: false }),
      }),
    );
    renderApp('/app/integrations');
    const field = await screen.findByLabelText("Sender's field 1");
    expect((field as HTMLInputElement).value).toBe('Full Name');
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Mapping' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rotate Key' })).toBeNull();
  });
});
