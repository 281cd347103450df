import type { WhatsAppSettingsView } from '@salesflow/shared/whatsapp/whatsapp-settings';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render-app';
import { WhatsAppCard } from './whatsapp-card';

const view = (overrides: Partial<WhatsAppSettingsView> = {}): WhatsAppSettingsView => ({
  accessToken: '••••••••cdef',
  appSecret: '••••••••9876',
  verifyToken: '••••••••oken',
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  configured: true,
  status: 'Connected',
  phoneNumber: '+1 555-025-3483',
  checkedAt: '2026-11-23T10:00:00.000Z',
  webhookUrl: 'https://app.example/api/webhooks/whatsapp',
  ...overrides,
});

describe('WhatsApp settings card', () => {
  it('shows Connected, the masks as placeholders and the webhook URL; saves only what changed', async () => {
    const api = stubFetch({
      'GET /api/settings/whatsapp': () => json(200, view()),
      'PUT /api/settings/whatsapp': () =>
        json(
          200,
          view({
            status: 'WhatsApp refused the access token: it is invalid or has expired',
            checkedAt: '2026-11-23T11:00:00.000Z',
          }),
        ),
    });
    const { user } = renderWithProviders(<WhatsAppCard />);
    expect(await screen.findByText('Connected · +1 555-025-3483')).toBeTruthy();
    const token = screen.getByLabelText('Access Token') as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(token.value).toBe('');
    expect(token.placeholder).toBe('••••••••cdef');
    expect((screen.getByLabelText('Webhook URL') as HTMLInputElement).value).toBe(
      'https://app.example/api/webhooks/whatsapp',
    );
    await user.type(token, 'EAAnewtoken0123456789abcdef');
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp Settings' }));
    await waitFor(() => expect(api.find('PUT', '/api/settings/whatsapp')).toHaveLength(1));
    expect(api.find('PUT', '/api/settings/whatsapp')[0]?.body).toEqual({
      accessToken: 'EAAnewtoken0123456789abcdef',
      phoneNumberId: '106540352242922',
      businessAccountId: '102290129340398',
    });
    // The check WhatsApp failed is shown where Connected was.
    expect(
      (
        await screen.findAllByText(
          'WhatsApp refused the access token: it is invalid or has expired',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('checks fields with the server’s rules before sending', async () => {
    const api = stubFetch({
      'GET /api/settings/whatsapp': () =>
        json(
          200,
          view({
            configured: false,
            status: 'Not Configured',
            phoneNumberId: '',
            businessAccountId: '',
          }),
        ),
    });
    const { user } = renderWithProviders(<WhatsAppCard />);
    await user.type(await screen.findByLabelText('Phone Number ID'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save WhatsApp Settings' }));
    expect(
      await screen.findByText(
        'Enter the phone number ID: digits only (from WhatsApp Manager → API Setup)',
      ),
    ).toBeTruthy();
    expect(api.find('PUT', '/api/settings/whatsapp')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Sync Templates' })).toBeNull();
  });

  it('tells members the settings are for admins', async () => {
    stubFetch({ 'GET /api/settings/whatsapp': () => apiError(403, 'FORBIDDEN', 'No') });
    renderWithProviders(<WhatsAppCard />);
    expect(
      await screen.findByText(
        'Only admins and the owner can see and change the WhatsApp settings.',
      ),
    ).toBeTruthy();
  });
});
