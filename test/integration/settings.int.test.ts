import { dailyReportSubscribers } from '@salesflow/functions/modules/settings/notification-settings.service';
import { userIdByPhone } from '@salesflow/functions/modules/settings/profile-phone.service';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { NotificationPreferences } from '@salesflow/shared/settings/notification-preferences';
import type { Profile } from '@salesflow/shared/settings/profile';
import type { ProfileTimezone } from '@salesflow/shared/settings/timezones';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { uniqueIndianMobile, useLocalStackFromTests } from '../support/service-env';

const DEFAULTS: NotificationPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  callCompletionAlerts: true,
  leadScoringUpdates: true,
  dailyReports: false,
};

const fieldsOf = (body: unknown) => ((body as ErrorBody).error.details ?? []).map((d) => d.field);

const profileOf = (client: ApiClient, overrides: Partial<Profile> = {}) => ({
  name: 'Priya Sharma',
  email: client.email,
  company: 'Acme Traders',
  role: 'Head of Sales',
  phone: uniqueIndianMobile(),
  timezone: 'Asia/Kolkata' as ProfileTimezone,
  ...overrides,
});

const subscribersIn = async (timezone: ProfileTimezone): Promise<string[]> => {
  const all: string[] = [];
  for await (const page of dailyReportSubscribers(timezone)) all.push(...page);
  return all;
};

beforeAll(useLocalStackFromTests);

describe('notification settings', () => {
  it('start with the spec’s defaults and read back what was saved', async () => {
    const client = await signIn();
    expect((await client.get('/api/settings/notifications')).body).toEqual(DEFAULTS);

    const chosen = { ...DEFAULTS, smsNotifications: true, leadScoringUpdates: false };
    const saved = await client.post('/api/settings/notifications', chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(chosen);
    expect((await client.get('/api/settings/notifications')).body).toEqual(chosen);
  });

  it('refuse bad input with a 400 naming each field, and change nothing', async () => {
    const client = await signIn();
    const wrong = await client.post('/api/settings/notifications', {
      ...DEFAULTS,
      emailNotifications: 'yes',
      dailyReports: null,
    });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual(
      expect.arrayContaining(['emailNotifications', 'dailyReports']),
    );
    const missing = await client.post('/api/settings/notifications', { emailNotifications: false });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toContain('smsNotifications');
    const notJson = await client.request('POST', '/api/settings/notifications', '{"email');
    expect(notJson.status).toBe(400);
    expect((await client.get('/api/settings/notifications')).body).toEqual(DEFAULTS);
  });

  it('belong to the signed-in user alone: a user id in the body is refused', async () => {
    const owner = await signIn();
    const other = await signIn();
    const ownerId = (await owner.get<AuthUser>('/api/auth/user')).body.id;

    const hijack = await other.post('/api/settings/notifications', {
      ...DEFAULTS,
      emailNotifications: false,
      userId: ownerId,
    });
    expect(hijack.status).toBe(400);
    await other.post('/api/settings/notifications', { ...DEFAULTS, emailNotifications: false });

    expect((await owner.get('/api/settings/notifications')).body).toEqual(DEFAULTS);
    expect(
      (await other.get<NotificationPreferences>('/api/settings/notifications')).body
        .emailNotifications,
    ).toBe(false);
  });

  it('put a user in the daily-report index of their time zone while daily reports are on', async () => {
    const client = await signIn();
    const me = (await client.get<AuthUser>('/api/auth/user')).body.id;
    expect(await subscribersIn('Asia/Kolkata')).not.toContain(me);

    await client.post('/api/settings/notifications', { ...DEFAULTS, dailyReports: true });
    expect(await subscribersIn('Asia/Kolkata')).toContain(me);

    await client.post('/api/settings/profile', profileOf(client, { timezone: 'Asia/Singapore' }));
    expect(await subscribersIn('Asia/Kolkata')).not.toContain(me);
    expect(await subscribersIn('Asia/Singapore')).toContain(me);

    await client.post('/api/settings/notifications', DEFAULTS);
    expect(await subscribersIn('Asia/Singapore')).not.toContain(me);
  });
});

describe('profile', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = await signIn();
  });

  it('starts from the sign-in email, in the organization’s time zone (Asia/Kolkata)', async () => {
    const fresh = await signIn();
    expect((await fresh.get('/api/settings/profile')).body).toEqual({
      name: '',
      email: fresh.email,
      company: null,
      role: null,
      phone: null,
      phoneE164: null,
      timezone: 'Asia/Kolkata',
    });
  });

  it('saves the six fields, and the current user shows the new name at once', async () => {
    const sent = profileOf(client, {
      name: ' Mary Anne  Fernandes ',
      phone: '+91 98450 12345'.replace('12345', uniqueIndianMobile().slice(-5)),
      timezone: 'Asia/Singapore',
    });
    const saved = await client.post<Profile>('/api/settings/profile', sent);
    expect(saved.status).toBe(200);
    const expected = {
      name: 'Mary Anne Fernandes',
      email: client.email,
      company: 'Acme Traders',
      role: 'Head of Sales',
      phone: sent.phone,
      phoneE164: `+91${String(sent.phone).replace(/\D/g, '').slice(2)}`,
      timezone: 'Asia/Singapore',
    };
    expect(saved.body).toEqual(expected);
    expect((await client.get('/api/settings/profile')).body).toEqual(expected);
    const me = (await client.get<AuthUser>('/api/auth/user')).body;
    expect([me.firstName, me.lastName]).toEqual(['Mary', 'Anne Fernandes']);

    const cleared = await client.post<Profile>('/api/settings/profile', {
      ...sent,
      name: '',
      company: '',
      phone: '',
    });
    expect(cleared.body).toMatchObject({ name: '', company: null, phone: null, phoneE164: null });
    expect((await client.get<AuthUser>('/api/auth/user')).body.firstName).toBeNull();
  });

  it('refuses bad input with a 400 naming each field, and a changed sign-in email', async () => {
    const before = (await client.get('/api/settings/profile')).body;
    const bad = await client.post('/api/settings/profile', {
      ...profileOf(client),
      phone: '12',
      timezone: 'America/New_Yorkk',
      company: 'Evil\u0000Co',
      name: 'x'.repeat(201),
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['phone', 'timezone', 'company', 'name']),
    );

    const otherEmail = await client.post('/api/settings/profile', {
      ...profileOf(client),
      email: 'someone.else@example.com',
    });
    expect(otherEmail.status).toBe(400);
    expect((otherEmail.body as ErrorBody).error.details).toEqual([
      { field: 'email', message: 'This is your sign-in address; it cannot be changed here' },
    ]);
    expect((await client.get('/api/settings/profile')).body).toEqual(before);
  });

  it('keeps a phone number to one user: 409 for another, free again once let go', async () => {
    const first = await signIn();
    const second = await signIn();
    const number = uniqueIndianMobile();
    expect(
      (await first.post('/api/settings/profile', profileOf(first, { phone: number }))).status,
    ).toBe(200);
    // Saving again with the same number is no conflict with oneself.
    expect(
      (await first.post('/api/settings/profile', profileOf(first, { phone: number }))).status,
    ).toBe(200);

    const taken = await second.post(
      '/api/settings/profile',
      profileOf(second, { phone: `+91 ${number.slice(0, 5)} ${number.slice(5)}`, name: 'Ravi' }),
    );
    expect(taken.status).toBe(409);
    expect((taken.body as ErrorBody).error.details).toEqual([
      { field: 'phone', message: 'This phone number belongs to another user' },
    ]);
    // Nothing of the refused save was kept, not even the name.
    expect((await second.get<Profile>('/api/settings/profile')).body.name).toBe('');

    await first.post('/api/settings/profile', profileOf(first, { phone: uniqueIndianMobile() }));
    expect(
      (await second.post('/api/settings/profile', profileOf(second, { phone: number }))).status,
    ).toBe(200);
  });

  it('lets the WhatsApp bot find the user by their phone, however it is written', async () => {
    const owner = await signIn();
    const number = uniqueIndianMobile();
    await owner.post('/api/settings/profile', profileOf(owner, { phone: number }));
    const ownerId = (await owner.get<AuthUser>('/api/auth/user')).body.id;

    expect(await userIdByPhone(`+91-${number}`)).toBe(ownerId);
    expect(await userIdByPhone(`0${number}`)).toBe(ownerId);
    expect(await userIdByPhone(uniqueIndianMobile())).toBeNull();
    expect(await userIdByPhone('not a phone')).toBeNull();
  });

  it('is each user’s own: another user’s save never changes it', async () => {
    const owner = await signIn();
    const other = await signIn();
    await owner.post('/api/settings/profile', profileOf(owner, { name: 'Owner Person' }));
    const before = (await owner.get('/api/settings/profile')).body;
    const ownerId = (await owner.get<AuthUser>('/api/auth/user')).body.id;

    const hijack = await other.post('/api/settings/profile', {
      ...profileOf(other, { name: 'Hijacked' }),
      userId: ownerId,
    });
    expect(hijack.status).toBe(400);
    await other.post('/api/settings/profile', profileOf(other, { name: 'Someone Else' }));

    expect((await owner.get('/api/settings/profile')).body).toEqual(before);
    expect((await other.get<Profile>('/api/settings/profile')).body.name).toBe('Someone Else');
    expect((await other.get<Profile>('/api/settings/profile')).body.email).toBe(other.email);
  });
});
