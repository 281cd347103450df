import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type {
  WhatsAppSettingsView,
  WhatsAppStatus,
  WhatsAppTemplate,
} from '@salesflow/shared/whatsapp/whatsapp-settings';
import type { WhatsAppWindow } from '@salesflow/shared/whatsapp/whatsapp-window';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WHATSAPP_ACCOUNT } from '../fakes/whatsapp/demo-accounts';
import { signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';
import {
  type ConnectedOrganization,
  connectedOrganization,
  contactWithPhone,
  createFakeAccount,
  customerWrites,
  eventually,
  sentThrough,
  settingsFor,
} from '../support/whatsapp';

/** Sending, templates, settings and status through the gateway, against the WhatsApp fake. */
beforeAll(useLocalStackFromTests);

const SEND = '/api/whatsapp/send';
const TEST = '/api/whatsapp/test-message';
const fieldsOf = (body: unknown) => ((body as ErrorBody).error.details ?? []).map((d) => d.field);
const messageOf = (body: unknown) => (body as ErrorBody).error?.message ?? '';

/** The customer writes and the worker stores it: the 24-hour window is open. */
const openWindow = async (org: ConnectedOrganization) => {
  const lead = await contactWithPhone(org.owner);
  await customerWrites(org.account, lead.waId, 'Hi, tell me more');
  await eventually(async () => {
    const page = await org.owner.get<{ items: { type: string }[] }>(
      `/api/contacts/${lead.contact.id}/activities`,
    );
    return page.body.items.some((a) => a.type === 'whatsapp') || undefined;
  });
  return lead;
};

describe('settings and status', () => {
  it('answers Not Configured, then Connected once saved, and never returns a secret whole', async () => {
    const owner = await signIn();
    const before = await owner.get<WhatsAppStatus>('/api/whatsapp/status');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      configured: false,
      status: 'Not Configured',
      phoneNumber: null,
    });
    expect(before.body.webhookUrl).toMatch(/\/api\/webhooks\/whatsapp$/);
    const account = await createFakeAccount();
    const saved = await owner.put<WhatsAppSettingsView>(
      '/api/settings/whatsapp',
      settingsFor(account, 'verify-token-of-settings-test'),
    );
    expect(saved.status).toBe(200);
    const read = await owner.get<WhatsAppSettingsView>('/api/settings/whatsapp');
    for (const text of [JSON.stringify(saved.body), JSON.stringify(read.body)]) {
      expect(text).not.toContain(account.accessToken);
      expect(text).not.toContain(account.appSecret);
      expect(text).not.toContain('verify-token-of-settings-test');
    }
    expect(read.body).toMatchObject({
      accessToken: `••••••••${account.accessToken.slice(-4)}`,
      phoneNumberId: account.phoneNumberId,
      businessAccountId: account.businessAccountId,
      configured: true,
      status: 'Connected',
    });
    const status = await owner.get<WhatsAppStatus>('/api/whatsapp/status');
    expect(status.body).toMatchObject({
      configured: true,
      status: 'Connected',
      phoneNumber: account.displayPhoneNumber,
    });
    // Saving the form back with its masks keeps every secret.
    expect((await owner.put('/api/settings/whatsapp', read.body)).status).toBe(400);
    const { configured, status: s, phoneNumber, checkedAt, webhookUrl, ...form } = read.body;
    expect((await owner.put('/api/settings/whatsapp', form)).status).toBe(200);
    expect((await owner.get<WhatsAppStatus>('/api/whatsapp/status')).body.status).toBe('Connected');
  });

  it('takes the local stack’s printed demo account as it is printed', async () => {
    const owner = await signIn();
    const saved = await owner.put<WhatsAppSettingsView>('/api/settings/whatsapp', {
      accessToken: DEMO_WHATSAPP_ACCOUNT.accessToken,
      phoneNumberId: DEMO_WHATSAPP_ACCOUNT.phoneNumberId,
      businessAccountId: DEMO_WHATSAPP_ACCOUNT.businessAccountId,
      appSecret: DEMO_WHATSAPP_ACCOUNT.appSecret,
      verifyToken: DEMO_WHATSAPP_ACCOUNT.verifyToken,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, status: 'Connected' });
  });

  it('stores the error WhatsApp gave when the token is refused', async () => {
    const owner = await signIn();
    const account = await createFakeAccount();
    const saved = await owner.put<WhatsAppSettingsView>('/api/settings/whatsapp', {
      ...settingsFor(account, 'verify-token-refused-test'),
      accessToken: `EAA${'0'.repeat(40)}`,
    });
    expect(saved.status).toBe(200);
    const status = (await owner.get<WhatsAppStatus>('/api/whatsapp/status')).body;
    expect(status.configured).toBe(true);
    expect(status.status).toMatch(/access token/);
    // Sending on it: WhatsApp refuses, a clear 424.
    const sent = await owner.post(TEST, { phoneNumber: '+919812345678', message: 'Hi' });
    expect(sent.status).toBe(424);
    expect(messageOf(sent.body)).toMatch(/WhatsApp refused the access token/);
  });

  it('refuses bad settings field by field and lets only admins change them', async () => {
    const owner = await signIn();
    const organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
    const bad = await owner.put('/api/settings/whatsapp', {
      accessToken: 'short',
      appSecret: 'not hex!',
      verifyToken: 'x',
      phoneNumberId: 'abc',
      businessAccountId: '12-34',
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual([
      'accessToken',
      'appSecret',
      'businessAccountId',
      'phoneNumberId',
      'verifyToken',
    ]);
    const member = await signInAsMember(organizationId, 'manager');
    expect((await member.put('/api/settings/whatsapp', { phoneNumberId: '123456' })).status).toBe(
      403,
    );
    expect((await member.get('/api/whatsapp/status')).status).toBe(200);
  });

  it('gives a phone number id and a verification token to one organization only', async () => {
    const first = await connectedOrganization();
    const second = await signIn();
    const account = await createFakeAccount();
    const taken = await second.put('/api/settings/whatsapp', {
      ...settingsFor(account, 'another-verify-token'),
      phoneNumberId: first.account.phoneNumberId,
    });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual(['phoneNumberId']);
    const sameToken = await second.put(
      '/api/settings/whatsapp',
      settingsFor(account, first.verifyToken),
    );
    expect(sameToken.status).toBe(409);
    expect(fieldsOf(sameToken.body)).toEqual(['verifyToken']);
    expect((await second.get<WhatsAppStatus>('/api/whatsapp/status')).body.configured).toBe(false);
  });
});

describe('sending to a contact', () => {
  let org: ConnectedOrganization;
  beforeAll(async () => {
    org = await connectedOrganization();
  });

  it('sends a text within the 24-hour window and puts it on the timeline', async () => {
    const lead = await openWindow(org);
    const sent = await org.owner.post<{ success: boolean; messageId: string }>(SEND, {
      to: lead.contact.phoneE164,
      contactId: lead.contact.id,
      message: '  Here is the brochure  ',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.success).toBe(true);
    const atFake = (await sentThrough(org.account)).find((m) => m.id === sent.body.messageId);
    expect(atFake).toMatchObject({ to: lead.waId, type: 'text' });
    expect(atFake?.body).toMatchObject({ text: { body: 'Here is the brochure' } });
    const page = await org.owner.get<{
      items: { type: string; subject: string; description: string }[];
    }>(`/api/contacts/${lead.contact.id}/activities`);
    expect(page.body.items).toContainEqual(
      expect.objectContaining({
        type: 'whatsapp',
        subject: 'WhatsApp message sent',
        description: 'Here is the brochure',
      }),
    );
  });

  it('refuses a text outside the window with 409 WINDOW_CLOSED, and sends an approved template', async () => {
    const lead = await contactWithPhone(org.owner);
    const refused = await org.owner.post(SEND, {
      to: lead.e164,
      contactId: lead.contact.id,
      message: 'Are you there?',
    });
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).error.code).toBe('WINDOW_CLOSED');
    expect(messageOf(refused.body)).toMatch(/24-hour window/);

    // Templates: none until synced; then the account's, approved ones usable.
    expect(
      (await org.owner.get<{ templates: WhatsAppTemplate[] }>('/api/whatsapp/templates')).body
        .templates,
    ).toEqual([]);
    const synced = await org.owner.post<{ templates: WhatsAppTemplate[] }>(
      '/api/whatsapp/templates/sync',
      {},
    );
    expect(synced.status).toBe(200);
    const listed = (
      await org.owner.get<{ templates: WhatsAppTemplate[] }>('/api/whatsapp/templates')
    ).body.templates;
    expect(
      listed
        .filter((t) => t.usable)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['follow_up', 'meeting_reminder']);
    expect(listed.find((t) => t.name === 'new_offer')).toMatchObject({
      status: 'pending',
      usable: false,
    });

    const template = await org.owner.post<{ messageId: string }>(SEND, {
      to: lead.e164,
      contactId: lead.contact.id,
      template: { name: 'follow_up', language: 'en', parameters: ['Asha'] },
    });
    expect(template.status).toBe(200);
    const atFake = (await sentThrough(org.account)).find((m) => m.id === template.body.messageId);
    expect(atFake).toMatchObject({ type: 'template' });
    const page = await org.owner.get<{ items: { type: string; description: string }[] }>(
      `/api/contacts/${lead.contact.id}/activities`,
    );
    expect(page.body.items).toContainEqual(
      expect.objectContaining({
        type: 'whatsapp',
        description: 'Hi Asha, following up on our conversation. Any questions?',
      }),
    );
    // A template that is not approved, or with the wrong parameters, is refused before WhatsApp.
    for (const choice of [
      { name: 'new_offer', language: 'en' },
      { name: 'no_such_template', language: 'en' },
      { name: 'follow_up', language: 'en' },
    ]) {
      const answer = await org.owner.post(SEND, {
        to: lead.e164,
        contactId: lead.contact.id,
        template: choice,
      });
      expect(answer.status, JSON.stringify(choice)).toBe(400);
    }
  });

  it('refuses bad input field by field, with nothing sent', async () => {
    const lead = await contactWithPhone(org.owner);
    const before = (await sentThrough(org.account)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ to: '98765', contactId: lead.contact.id, message: 'Hi' }, 'to'],
      [{ to: lead.e164, contactId: lead.contact.id, message: '   ' }, 'message'],
      [{ to: lead.e164, contactId: lead.contact.id, message: 'x'.repeat(4097) }, 'message'],
      [{ to: lead.e164, message: 'Hi' }, 'contactId'],
      [{ to: lead.e164, contactId: lead.contact.id }, 'message'],
      [{ to: lead.contact.phone, contactId: lead.contact.id, message: 'Hi' }, 'to'],
      [
        { to: lead.e164, contactId: lead.contact.id, template: { language: 'en' } },
        'template.name',
      ],
      // Another number than the contact's.
      [{ to: '+919811111111', contactId: lead.contact.id, message: 'Hi' }, 'to'],
    ];
    for (const [body, field] of cases) {
      const answer = await org.owner.post(SEND, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(fieldsOf(answer.body))).toContain(field);
    }
    for (const [body, field] of [
      [{ message: 'Hi' }, 'phoneNumber'],
      [{ phoneNumber: '+919812345678', message: '' }, 'message'],
      [{ phoneNumber: 'abc', message: 'Hi' }, 'phoneNumber'],
    ] as const) {
      const answer = await org.owner.post(TEST, body);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toContain(field);
    }
    expect((await sentThrough(org.account)).length).toBe(before);
  });
});

describe('the 24-hour window, before anything is typed', () => {
  const WINDOW = (contactId: string) =>
    `/api/whatsapp/window?contactId=${encodeURIComponent(contactId)}`;

  it('answers whether the contact’s window is open and until when, for the dialog to show at once', async () => {
    const org = await connectedOrganization();
    const quiet = await contactWithPhone(org.owner);
    const closed = await org.owner.get<WhatsAppWindow>(WINDOW(quiet.contact.id));
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({
      configured: true,
      hasPhone: true,
      open: false,
      closesAt: null,
    });
    const lead = await openWindow(org);
    const open = await org.owner.get<WhatsAppWindow>(WINDOW(lead.contact.id));
    expect(open.body).toMatchObject({ configured: true, hasPhone: true, open: true });
    const closesAt = Date.parse(open.body.closesAt ?? '');
    expect(closesAt).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(closesAt).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    // A contact without a phone has no window; nothing to ask WhatsApp.
    const phoneless = await org.owner.post<{ id: string }>('/api/contacts', {
      name: 'No Phone',
      email: `no-phone-${Date.now()}@example.com`,
    });
    expect((await org.owner.get<WhatsAppWindow>(WINDOW(phoneless.body.id))).body).toEqual({
      configured: true,
      hasPhone: false,
      open: false,
      closesAt: null,
    });
  });

  it('says when WhatsApp is not set up, refuses bad input, and keeps to the organization', async () => {
    const owner = await signIn();
    const lead = await contactWithPhone(owner);
    const unset = await owner.get<WhatsAppWindow>(WINDOW(lead.contact.id));
    expect(unset.status).toBe(200);
    expect(unset.body).toEqual({ configured: false, hasPhone: true, open: false, closesAt: null });
    for (const path of ['/api/whatsapp/window', WINDOW(''), WINDOW('x'.repeat(65))]) {
      const bad = await owner.get(path);
      expect(bad.status, path).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['contactId']);
    }
    // Another organization's contact, or one the member may not see: 404.
    const stranger = await signIn();
    expect((await stranger.get(WINDOW(lead.contact.id))).status).toBe(404);
    const organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const member = await signInAsMember(organizationId, 'member');
    expect((await member.get(WINDOW(lead.contact.id))).status).toBe(404);
  });
});

describe('test messages', () => {
  it('sends through the configured number, and answers 409 when not configured', async () => {
    const org = await connectedOrganization();
    const lead = await openWindow(org);
    const sent = await org.owner.post<{ success: boolean; messageId: string }>(TEST, {
      phoneNumber: lead.e164,
      message: 'Test from SalesFlow',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, messageId: expect.stringMatching(/^wamid\./) });

    // A number that never wrote: WhatsApp refuses free-form text (131047), a 424 that says why.
    const silent = await org.owner.post(TEST, { phoneNumber: '+919800000001', message: 'Hi' });
    expect(silent.status).toBe(424);
    expect(messageOf(silent.body)).toMatch(/last 24 hours.*131047/);

    const bare = await signIn();
    const refused = await bare.post(TEST, { phoneNumber: '+919812345678', message: 'Hi' });
    expect(refused.status).toBe(409);
    expect(messageOf(refused.body)).toMatch(/not configured/);
    // From the contacts dialog too: not configured, not a closed window (no template offered).
    const unconnected = await contactWithPhone(bare);
    const toContact = await bare.post(SEND, {
      to: unconnected.e164,
      contactId: unconnected.contact.id,
      message: 'Hi',
    });
    expect(toContact.status).toBe(409);
    expect((toContact.body as ErrorBody).error.code).toBe('CONFLICT');
    expect(messageOf(toContact.body)).toMatch(/not configured/);
  });
});

describe('tenancy', () => {
  it('keeps each organization to its own credentials, contacts and templates', async () => {
    const [a, b] = await Promise.all([connectedOrganization(), connectedOrganization()]);
    const lead = await openWindow(a);
    await a.owner.post('/api/whatsapp/templates/sync', {});
    // B cannot send to A's contact (not found), even naming its number.
    const cross = await b.owner.post(SEND, {
      to: lead.e164,
      contactId: lead.contact.id,
      message: 'Hello from B',
    });
    expect(cross.status).toBe(404);
    expect(await sentThrough(a.account)).not.toContainEqual(
      expect.objectContaining({
        to: lead.waId,
        body: expect.objectContaining({ text: { body: 'Hello from B', preview_url: false } }),
      }),
    );
    // B sees neither A's templates nor A's settings.
    expect(
      (await b.owner.get<{ templates: unknown[] }>('/api/whatsapp/templates')).body.templates,
    ).toEqual([]);
    const settings = (await b.owner.get<WhatsAppSettingsView>('/api/settings/whatsapp')).body;
    expect(settings.phoneNumberId).toBe(b.account.phoneNumberId);
    // B's test message goes out on B's own number, never A's.
    const bLead = await openWindow(b);
    const sent = await b.owner.post<{ messageId: string }>(TEST, {
      phoneNumber: bLead.e164,
      message: 'B only',
    });
    expect(sent.status).toBe(200);
    expect((await sentThrough(b.account)).map((m) => m.id)).toContain(sent.body.messageId);
    expect((await sentThrough(a.account)).map((m) => m.id)).not.toContain(sent.body.messageId);
    // A's timeline is not B's to read.
    expect((await b.owner.get(`/api/contacts/${lead.contact.id}/activities`)).status).toBe(404);
  });
});
