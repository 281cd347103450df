import type {
  ConnectionTestResult,
  SecuritySettingsView,
} from '@salesflow/shared/settings/security-settings-view';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const unset = { set: false, changedAt: null, changedBy: null };
const SAVED: SecuritySettingsView = {
  openaiApiKey: '••••••••wxyz',
  twilioAccountSid: '••••••••1659',
  twilioAuthToken: '',
  twilioPhoneNumber: '+15005550006',
  exotelAccountSid: '',
  exotelApiKey: '',
  exotelApiToken: '',
  exotelRegion: '',
  status: {
    openaiApiKey: { set: true, changedAt: '2026-11-20T10:00:00.000Z', changedBy: 'Priya Sharma' },
    twilioAccountSid: {
      set: true,
      changedAt: '2026-11-21T10:00:00.000Z',
      changedBy: 'Priya Sharma',
    },
    twilioAuthToken: unset,
    twilioPhoneNumber: {
      set: true,
      changedAt: '2026-11-21T10:00:00.000Z',
      changedBy: 'Priya Sharma',
    },
    exotelAccountSid: unset,
    exotelApiKey: unset,
    exotelApiToken: unset,
    exotelRegion: unset,
  },
};
const TOKEN = '0123456789abcdef0123456789abcdef';

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/auth/user': signedIn,
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
  'GET /api/settings/security': () => json(200, SAVED),
  ...overrides,
});

const deferred = () => {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { response, answer };
};

const fieldMessage = (field: HTMLElement): string => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

describe('Settings → Security', () => {
  it('warns that an Indian Twilio number cannot call Indian leads, as soon as one is typed', async () => {
    stubFetch(routes());
    const { user } = renderApp('/app/settings?tab=security');
    const phone = await screen.findByLabelText('Twilio Phone Number');
    const warning = 'An Indian number cannot call Indian leads through Twilio';
    expect(screen.queryByText(warning)).toBeNull();

    await user.clear(phone);
    await user.type(phone, '+91 98765 43210');
    expect(screen.getByText(warning)).toBeTruthy();
    expect(screen.getByText(/from a non-Indian caller ID/)).toBeTruthy();
    expect(screen.getByText(/TRAI rules/)).toBeTruthy();
  });

  it('warns for a saved Indian number too', async () => {
    stubFetch(
      routes({
        'GET /api/settings/security': () =>
          json(200, { ...SAVED, twilioPhoneNumber: '+919876543210' }),
      }),
    );
    renderApp('/app/settings?tab=security');
    expect(
      await screen.findByText('An Indian number cannot call Indian leads through Twilio'),
    ).toBeTruthy();
  });

  it('says Indian leads go through Exotel once Exotel is set up, instead of the warning', async () => {
    const set = { set: true, changedAt: '2026-11-22T10:00:00.000Z', changedBy: 'Priya Sharma' };
    stubFetch(
      routes({
        'GET /api/settings/security': () =>
          json(200, {
            ...SAVED,
            twilioPhoneNumber: '+919876543210',
            exotelAccountSid: '••••••••demo',
            exotelApiKey: '••••••••key1',
            exotelApiToken: '••••••••tok1',
            status: {
              ...SAVED.status,
              exotelAccountSid: set,
              exotelApiKey: set,
              exotelApiToken: set,
            },
          }),
      }),
    );
    renderApp('/app/settings?tab=security');
    expect(await screen.findByText('Indian leads are called through Exotel')).toBeTruthy();
    expect(
      screen.queryByText('An Indian number cannot call Indian leads through Twilio'),
    ).toBeNull();
  });

  it('shows secrets only as masks in password inputs, the phone number whole, and what is set', async () => {
    stubFetch(routes());
    renderApp('/app/settings?tab=security');

    const key = (await screen.findByLabelText('OpenAI API Key')) as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('••••••••wxyz');
    expect(fieldMessage(key)).toMatch(/^Set · last changed .*2026.* by Priya Sharma$/);
    const token = screen.getByLabelText('Twilio Auth Token') as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(fieldMessage(token)).toBe('Not set');
    expect((screen.getByLabelText('Twilio Phone Number') as HTMLInputElement).value).toBe(
      '+15005550006',
    );
    // Remove is offered for a stored secret only.
    expect(screen.getByRole('button', { name: 'Remove OpenAI API Key' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Twilio Auth Token' })).toBeNull();
  });

  it('sends only what changed (a new token, a removed key), with Saving... and the spec’s toast', async () => {
    const save = deferred();
    let stored = SAVED;
    const api = stubFetch(
      routes({
        'GET /api/settings/security': () => json(200, stored),
        'POST /api/settings/security': () => save.response,
      }),
    );
    const { user } = renderApp('/app/settings?tab=security');

    await user.type(await screen.findByLabelText('Twilio Auth Token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Remove OpenAI API Key' }));
    expect(screen.getByText('Will be removed when you save')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Security Settings' }));

    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api.find('POST', '/api/settings/security')[0]?.body).toEqual({
      openaiApiKey: '',
      twilioAuthToken: TOKEN,
      twilioPhoneNumber: '+15005550006',
    });
    const saved: SecuritySettingsView = {
      ...SAVED,
      openaiApiKey: '',
      twilioAuthToken: '••••••••cdef',
      status: {
        ...SAVED.status,
        openaiApiKey: { ...SAVED.status.openaiApiKey, set: false },
        twilioAuthToken: {
          set: true,
          changedAt: '2026-11-23T10:00:00.000Z',
          changedBy: 'Priya Sharma',
        },
      },
    };
    stored = saved;
    save.answer(json(200, saved));
    expect(await screen.findByText('Security Settings Saved')).toBeTruthy();
    expect(screen.getByText('Your API keys have been updated successfully')).toBeTruthy();
    const token = (await screen.findByPlaceholderText('••••••••cdef')) as HTMLInputElement;
    expect(token.value).toBe('');
  });

  it('checks fields with the server’s rules before sending', async () => {
    const api = stubFetch(routes());
    const { user } = renderApp('/app/settings?tab=security');

    const sid = await screen.findByLabelText('Twilio Account SID');
    await user.type(sid, 'AB123');
    const phone = screen.getByLabelText('Twilio Phone Number');
    await user.clear(phone);
    await user.type(phone, '5550006');
    await user.click(screen.getByRole('button', { name: 'Save Security Settings' }));

    expect(fieldMessage(sid)).toBe(
      'Enter the Account SID: AC followed by 32 hexadecimal characters',
    );
    expect(fieldMessage(phone)).toMatch(/^Enter the number in international format/);
    expect(api.find('POST', '/api/settings/security')).toEqual([]);
  });

  it('says Error with the server’s message, or the spec’s fallback', async () => {
    stubFetch(
      routes({
        'POST /api/settings/security': () =>
          apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
            {
              field: 'twilioAuthToken',
              message: 'Enter the Auth Token: 32 hexadecimal characters',
            },
          ]),
      }),
    );
    const { user } = renderApp('/app/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Save Security Settings' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid')).toBeTruthy();
    expect(fieldMessage(screen.getByLabelText('Twilio Auth Token'))).toBe(
      'Enter the Auth Token: 32 hexadecimal characters',
    );
  });

  it('falls back to "Failed to save security settings" when the server gives no message', async () => {
    stubFetch(routes({ 'POST /api/settings/security': () => new Response('', { status: 502 }) }));
    const { user } = renderApp('/app/settings?tab=security');
    await user.click(await screen.findByRole('button', { name: 'Save Security Settings' }));
    expect(await screen.findByText('Failed to save security settings')).toBeTruthy();
  });

  it('tests the saved connection and shows each check; not while changes are unsaved', async () => {
    const result: ConnectionTestResult = {
      ok: false,
      checks: [
        { name: 'Account SID and Auth Token', ok: true, message: 'Twilio accepted them' },
        { name: 'Account status', ok: true, message: 'Active' },
        {
          name: 'Phone number',
          ok: false,
          message: 'The number +15005550006 is not on this Twilio account',
        },
      ],
    };
    const api = stubFetch(
      routes({ 'POST /api/settings/security/test-connection': () => json(200, result) }),
    );
    const { user } = renderApp('/app/settings?tab=security');

    const button = await screen.findByRole('button', { name: 'Test connection' });
    const key = screen.getByLabelText('OpenAI API Key');
    await user.type(key, 'sk-new-key-123');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.clear(key);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await user.click(button);

    const list = await screen.findByRole('list', { name: 'Connection test results' });
    expect(
      within(list).getByText('The number +15005550006 is not on this Twilio account'),
    ).toBeTruthy();
    expect(within(list).getAllByLabelText('passed')).toHaveLength(2);
    expect(within(list).getAllByLabelText('failed')).toHaveLength(1);
    expect(api.find('POST', '/api/settings/security/test-connection')).toHaveLength(1);
  });

  it('tells members that only admins and the owner see the keys, and shows no field', async () => {
    stubFetch(
      routes({
        'GET /api/settings/security': () =>
          apiError(403, 'FORBIDDEN', 'You are not allowed to do this'),
      }),
    );
    renderApp('/app/settings?tab=security');
    expect(
      await screen.findByText(
        "Only admins and the owner can see and change the organization's API keys.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('OpenAI API Key')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Security Settings' })).toBeNull();
  });
});
