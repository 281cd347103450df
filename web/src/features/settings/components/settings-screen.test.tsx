import { DEFAULT_AI_AGENT_SETTINGS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Profile } from '@salesflow/shared/settings/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, json, type StubRoutes, signedIn, stubFetch } from '../../../testing/fetch-stub';
import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../../testing/preload-routes';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);

const PREFERENCES = {
  emailNotifications: true,
  smsNotifications: false,
  callCompletionAlerts: true,
  leadScoringUpdates: true,
  dailyReports: false,
};

const PROFILE: Profile = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  company: 'Acme Traders',
  role: 'Head of Sales',
  phone: '98765 43210',
  phoneE164: '+919876543210',
  timezone: 'Asia/Kolkata',
};

/** The shell's calls and both tabs' reads; pass the saves per test. */
const settingsRoutes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/auth/user': signedIn,
  'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unreadCount: 0 }),
  'GET /api/settings/notifications': () => json(200, PREFERENCES),
  'GET /api/settings/profile': () => json(200, PROFILE),
  'GET /api/settings/ai-agent': () =>
    json(200, { ...DEFAULT_AI_AGENT_SETTINGS, updatedAt: null, canManage: true }),
  'GET /api/settings/ai-agent/training-files': () => json(200, []),
  'GET /api/settings/calling': () =>
    json(200, { ...DEFAULT_CALLING_SETTINGS, updatedAt: null, canManage: true }),
  'GET /api/settings/india-calling': () =>
    json(200, { dltEntityId: '', exoPhones: [], updatedAt: null, canManage: true }),
  'GET /api/calling/dnd-numbers': () =>
    json(200, { items: [], nextCursor: null, lastScrubbedOn: null, stale: true }),
  ...overrides,
});

/** A response the test hands back when it is ready, to see the pending state first. */
const deferred = () => {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { response, answer };
};

/** The helper text MUI links to a field through aria-describedby. */
const fieldMessage = (field: HTMLElement): string => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

describe('Settings page', () => {
  it('shows only the tabs that work, AI Agent first and open by default', async () => {
    stubFetch(settingsRoutes());
    renderApp('/app/settings');

    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'AI Agent',
      'Notifications',
      'Profile',
      'Security',
      'Email Templates',
      'Custom Fields',
      'Billing',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'AI Agent' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByLabelText('Agent Name')).toBeTruthy();
  });

  it('lets a phone scroll the seven tabs sideways, with arrows that say there are more', async () => {
    setViewportWidth(390);
    stubFetch(settingsRoutes());
    renderApp('/app/settings');
    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(7);
    const bar = tabs.closest('.MuiTabs-root');
    expect(bar?.querySelector('.MuiTabs-scrollableX')).toBeTruthy();
    expect(bar?.querySelectorAll('.MuiTabs-scrollButtons')).toHaveLength(2);
  });

  it('saves the five switches, showing Saving... until the server answers', async () => {
    const save = deferred();
    const api = stubFetch(
      settingsRoutes({ 'POST /api/settings/notifications': () => save.response }),
    );
    const { user } = renderApp('/app/settings?tab=notifications');

    const daily = await screen.findByRole('switch', { name: 'Daily Reports' });
    expect((daily as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('switch', { name: 'Email Notifications' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(daily);
    await user.click(screen.getByRole('switch', { name: 'SMS Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Notification Settings' }));

    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const sent = { ...PREFERENCES, dailyReports: true, smsNotifications: true };
    expect(api.find('POST', '/api/settings/notifications')[0]?.body).toEqual(sent);

    save.answer(json(200, sent));
    expect(await screen.findByText('Notification Settings Saved')).toBeTruthy();
    expect(screen.getByText('Your notification preferences have been updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Notification Settings' })).toBeTruthy();
  });

  it('opens the Profile tab from ?tab=profile with the saved fields and the sign-in email read-only', async () => {
    stubFetch(settingsRoutes());
    renderApp('/app/settings?tab=profile');

    const name = await screen.findByLabelText('Full Name');
    expect((name as HTMLInputElement).value).toBe('Priya Sharma');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('priya.sharma@example.com');
    expect(email.readOnly).toBe(true);
    expect(fieldMessage(email)).toBe('This is your sign-in address; it cannot be changed here');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('98765 43210');
    expect(screen.getByRole('combobox', { name: 'Time Zone' }).textContent).toBe(
      'India Standard Time (Asia/Kolkata)',
    );
  });

  it('saves the profile, offering the spec’s time zones and India’s and Singapore’s', async () => {
    const save = deferred();
    const api = stubFetch(settingsRoutes({ 'POST /api/settings/profile': () => save.response }));
    const { user } = renderApp('/app/settings?tab=profile');

    const company = await screen.findByLabelText('Company');
    await user.clear(company);
    await user.type(company, '  Initech  ');
    await user.clear(screen.getByLabelText('Role'));
    await user.click(screen.getByRole('combobox', { name: 'Time Zone' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toHaveLength(9);
    expect(options).toEqual(
      expect.arrayContaining([
        'Eastern Time (America/New_York)',
        'Tokyo (Asia/Tokyo)',
        'Paris (Europe/Paris)',
        'India Standard Time (Asia/Kolkata)',
        'Singapore (Asia/Singapore)',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'Singapore (Asia/Singapore)' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(
      ((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.find('POST', '/api/settings/profile')[0]?.body).toEqual({
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      company: 'Initech',
      role: null,
      phone: '98765 43210',
      timezone: 'Asia/Singapore',
    });
    const userReads = api.find('GET', '/api/auth/user').length;
    save.answer(
      json(200, { ...PROFILE, company: 'Initech', role: null, timezone: 'Asia/Singapore' }),
    );

    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(screen.getByText('Your profile information has been saved')).toBeTruthy();
    // The sidebar shows the name: the current user is read again.
    await waitFor(() => expect(api.find('GET', '/api/auth/user').length).toBe(userReads + 1));
  });

  it('checks each field with the server’s rules before sending', async () => {
    const api = stubFetch(settingsRoutes());
    const { user } = renderApp('/app/settings?tab=profile');

    const company = await screen.findByLabelText('Company');
    await user.clear(company);
    await user.click(company);
    await user.paste('x'.repeat(201));
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(fieldMessage(company)).toBe('Must be at most 200 characters');
    expect(fieldMessage(phone)).toBe('Enter a valid phone number');
    expect(api.find('POST', '/api/settings/profile')).toEqual([]);
  });

  it('shows the server’s field errors under their fields, and its message in a toast', async () => {
    stubFetch(
      settingsRoutes({
        'POST /api/settings/profile': () =>
          apiError(409, 'CONFLICT', 'This phone number belongs to another user', [
            { field: 'phone', message: 'This phone number belongs to another user' },
          ]),
      }),
    );
    const { user } = renderApp('/app/settings?tab=profile');

    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Error')).toBeTruthy();
    const phone = screen.getByLabelText('Phone');
    expect(fieldMessage(phone)).toBe('This phone number belongs to another user');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // Editing the field clears the server's message.
    await user.type(phone, '1');
    expect(fieldMessage(phone)).toBe('The WhatsApp bot recognises you by this number');
  });

  it('keeps the tab in the address as the user switches', async () => {
    stubFetch(settingsRoutes());
    const { user, router } = renderApp('/app/settings');

    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('?tab=profile');
    expect(await screen.findByLabelText('Full Name')).toBeTruthy();
  });

  it('offers changes to custom fields by the role the organizations list gives', async () => {
    const organization = (role: string) => () =>
      json(200, [{ id: 'org-1', name: 'Acme Sales', role, current: true }]);
    const stub = (role: string) =>
      stubFetch(
        settingsRoutes({
          'GET /api/organizations': organization(role),
          'GET /api/custom-fields': () => json(200, []),
        }),
      );

    stub('manager');
    const { unmount } = renderApp('/app/settings?tab=custom-fields');
    expect(await screen.findByText('No contact fields yet.')).toBeTruthy();
    expect(
      screen.getByText('Only admins and the owner can add, change or delete custom fields.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add contact field' })).toBeNull();
    unmount();

    stub('admin');
    renderApp('/app/settings?tab=custom-fields');
    expect(await screen.findByRole('button', { name: 'Add contact field' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add deal field' })).toBeTruthy();
    expect(
      screen.queryByText('Only admins and the owner can add, change or delete custom fields.'),
    ).toBeNull();
  });
});
