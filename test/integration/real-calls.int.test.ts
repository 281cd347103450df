import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { contactCallCountKey } from '@salesflow/functions/modules/contacts/contacts.repository';
import type { Activity, ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { AiCall, CallUsage } from '@salesflow/shared/ai-calls/ai-call.schema';
import { billingPeriodStart } from '@salesflow/shared/ai-calls/billing-period';
import { localTime } from '@salesflow/shared/calls/calling-hours';
import {
  type CallingSettingsView,
  DEFAULT_CALLING_SETTINGS,
} from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { TaskPage } from '@salesflow/shared/tasks/task.schema';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import {
  callsUsed,
  callWebhook,
  me,
  postTwilio,
  setCallsUsed,
  setPlan,
  setTranscript,
  setUpTwilio,
  startRealCall,
  twilioCallsTo,
  waitForCall,
} from '../support/real-calls';
import { testTable } from '../support/table';
import { organizationItem, signInAsMember } from '../support/team';

const addContact = async (client: ApiClient, fields: Partial<Contact> = {}) => {
  const response = await client.post<Contact>('/api/contacts', {
    name: 'Priya Sharma',
    email: `${randomUUID()}@lead.in`,
    phone: '+91 98765 43210',
    company: 'Sharma Textiles',
    ...fields,
  });
  expect(response.status).toBe(201);
  return response.body;
};

/** The organization's billing period now, as the server counts it. */
/** The calls logged on the contact today (the daily report's), once projections settle. */
const callsLoggedToday = async (organizationId: string, contactId: string) => {
  await settleProjections();
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: contactCallCountKey(organizationId, contactId, todayIn('Asia/Kolkata', new Date())),
      ConsistentRead: true,
    }),
  );
  return Number(Item?.calls ?? 0);
};

const periodOf = async (organizationId: string) => {
  const organization = await organizationItem(organizationId);
  return billingPeriodStart(
    String(organization.createdAt),
    new Date(),
    String(organization.timezone),
  );
};

/** Calling hours that leave out today (in India), so a call now waits for tomorrow or later. */
const hoursWithoutToday = () => {
  const today = localTime(new Date(), 'Asia/Kolkata').weekday;
  return {
    ...DEFAULT_CALLING_SETTINGS,
    callingHours: {
      start: '09:00',
      end: '20:00',
      days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today),
    },
  };
};

/** An owner with Twilio set up, a lead, and calling hours that put a new call off till later. */
const scheduledCall = async () => {
  const owner = await signIn();
  await setUpTwilio(owner);
  expect((await owner.put('/api/settings/calling', hoursWithoutToday())).status).toBe(200);
  const lead = await addContact(owner);
  const answer = await startRealCall(owner, lead.id, lead.phone ?? '');
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(true);
  const user = await me(owner);
  return { owner, lead, user, callId: answer.body.aiCall?.id ?? '', answer: answer.body };
};

describe('placing a real call: the checks, in order', () => {
  it('a plan without AI calling, an ended trial and a used-up month are refused with 402, naming the plan that lifts it', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const lead = await addContact(owner);
    const user = await me(owner);

    await setPlan(user.id, 'basic');
    let refused = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(refused.status).toBe(402);
    expect((refused.body as unknown as ErrorBody).error.message).toBe(
      'The Basic plan has no AI calling. Upgrade to Starter for 100 AI calls a month.',
    );

    await setPlan(user.id, 'trial', new Date(Date.now() - 15 * 86_400_000).toISOString());
    refused = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(refused.status).toBe(402);
    expect((refused.body as unknown as ErrorBody).error.message).toContain('trial has ended');

    await setPlan(user.id, 'starter');
    const period = await periodOf(user.organizationId);
    await setCallsUsed(user.organizationId, period, 100);
    refused = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(refused.status).toBe(402);
    const message = (refused.body as unknown as ErrorBody).error.message;
    expect(message).toContain('You have used all 100 AI calls of your Starter plan this month');
    expect(message).toContain('Upgrade to Professional for 500 AI calls a month.');
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);
    expect(await callsUsed(user.organizationId, period)).toBe(100);
  });

  it('Twilio credentials come first: without them the plan is not even read', async () => {
    const owner = await signIn();
    const lead = await addContact(owner);
    await setPlan((await me(owner)).id, 'basic');
    const answer = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, requiresSetup: true });
  });

  it('a lead marked Do Not Call, or without consent when consent is required, is refused with 409', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    const lead = await addContact(owner);
    expect((await owner.put(`/api/contacts/${lead.id}`, { doNotCall: true })).status).toBe(200);
    let refused = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).error.message).toBe(
      'Priya Sharma is marked Do Not Call. Clear it on the contact first if they agreed to calls again.',
    );
    // Do Not Call also takes the lead out of the call queue.
    const queue = (await owner.get<{ id: string }[]>('/api/ai-calling/queue')).body;
    expect(queue.map((entry) => entry.id)).not.toContain(lead.id);

    await owner.put(`/api/contacts/${lead.id}`, { doNotCall: false });
    await owner.put('/api/settings/calling', { ...DEFAULT_CALLING_SETTINGS, requireConsent: true });
    refused = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).error.message).toContain('no consent on record');

    const consent = await owner.put(`/api/contacts/${lead.id}`, {
      callConsent: { source: 'web_form', grantedAt: '2026-11-01T10:00:00.000Z' },
    });
    expect(consent.status).toBe(200);
    const bad = await owner.put<ErrorBody>(`/api/contacts/${lead.id}`, {
      callConsent: { source: 'telepathy', grantedAt: 'yesterday' },
      timezone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.map((d) => d.field).sort()).toEqual(
      ['callConsent.grantedAt', 'callConsent.source', 'timezone'].sort(),
    );
    // Consent recorded: the next check (calling hours) decides; all days allowed here.
    await owner.put('/api/settings/calling', {
      ...DEFAULT_CALLING_SETTINGS,
      requireConsent: true,
      callingHours: { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] },
    });
    // Indian lead, Indian Twilio number: Twilio cannot place it.
    await owner.post('/api/settings/security', { twilioPhoneNumber: '+91 80 4718 2000' });
    refused = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).error.message).toContain(
      'Twilio cannot place calls within India from an Indian number',
    );
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);
  });

  it('outside the lead’s calling hours the call is queued for the next window, and the answer says when', async () => {
    const { owner, user, callId, answer } = await scheduledCall();
    expect(answer.requiresSetup).toBe(false);
    expect(answer.message).toContain('outside calling hours for Priya Sharma');
    expect(answer.message).toContain('Asia/Kolkata');
    expect(Date.parse(answer.scheduledFor ?? '')).toBeGreaterThan(Date.now());
    const call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(call).toMatchObject({ mode: 'real', status: 'queued', attempt: 1 });
    expect(call.scheduledFor).toBe(answer.scheduledFor);
    // Its AI call of the month is taken when it is queued.
    expect(await callsUsed(user.organizationId, await periodOf(user.organizationId))).toBe(1);
    // A real call's record is the phone call's: no hand edits.
    const edit = await owner.put<ErrorBody>(`/api/ai-calls/${callId}`, { status: 'completed' });
    expect(edit.status).toBe(409);
  });
});

/** A phone number of its own for a test, in the form a user types it. */
const freshPhone = () => `+91 97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Calling hours that hold every day and hour: a call placed now goes to the dialer at once. */
const alwaysOpen = {
  ...DEFAULT_CALLING_SETTINGS,
  callingHours: { start: '00:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7] },
};

describe('the number dialled is the contact’s own, and never one marked Do Not Call', () => {
  const routes = [
    ['start-real-call', (contactId: string, phoneNumber: string) => ({ contactId, phoneNumber })],
    [
      'initiate',
      (contactId: string, phoneNumber: string) => ({ contactId, phoneNumber, notes: 'x' }),
    ],
  ] as const;

  for (const [path, body] of routes) {
    it(`${path}: another number than the contact’s (a Do Not Call contact’s) is a 400 on phoneNumber, and nothing is dialled`, async () => {
      const owner = await signIn();
      await setUpTwilio(owner);
      await owner.put('/api/settings/calling', alwaysOpen);
      const ordinary = await addContact(owner, { phone: freshPhone() });
      const blockedPhone = freshPhone();
      const blocked = await addContact(owner, { name: 'Ravi Kumar', phone: blockedPhone });
      expect((await owner.put(`/api/contacts/${blocked.id}`, { doNotCall: true })).status).toBe(
        200,
      );
      const refused = await owner.post<ErrorBody>(
        `/api/ai-calling/${path}`,
        body(ordinary.id, blockedPhone),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.details).toEqual([
        {
          field: 'phoneNumber',
          message: 'This is not Priya Sharma’s phone number. Call the number on the contact.',
        },
      ]);
      expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);
      expect(await twilioCallsTo(blocked.phoneE164 ?? '')).toEqual([]);
    });
  }

  it('with consent required, a consented contact and another number is a 400 too', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    await owner.put('/api/settings/calling', { ...alwaysOpen, requireConsent: true });
    const consented = await addContact(owner, { phone: freshPhone() });
    await owner.put(`/api/contacts/${consented.id}`, {
      callConsent: { source: 'web_form', grantedAt: '2026-11-01T10:00:00.000Z' },
    });
    const stranger = freshPhone();
    const refused = await owner.post<ErrorBody>('/api/ai-calling/initiate', {
      contactId: consented.id,
      phoneNumber: stranger,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details?.map((d) => d.field)).toEqual(['phoneNumber']);
    // A contact with no phone has no number to call.
    const phoneless = await addContact(owner, { phone: '' });
    const none = await startRealCall(owner, phoneless.id, stranger);
    expect(none.status).toBe(400);
    expect((none.body as unknown as ErrorBody).error.details).toEqual([
      {
        field: 'phoneNumber',
        message: 'Priya Sharma has no phone number. Add one on the contact first.',
      },
    ]);
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);
  });

  it('the contact’s own number, written another way, is the same number (E.164)', async () => {
    const { owner, lead } = await (async () => {
      const client = await signIn();
      await setUpTwilio(client);
      await client.put('/api/settings/calling', hoursWithoutToday());
      return { owner: client, lead: await addContact(client, { phone: '+91 98765 43210' }) };
    })();
    const answer = await startRealCall(owner, lead.id, '+919876543210');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it('a number another contact of the organization has, marked Do Not Call, is never dialled; another organization’s is not this one’s', async () => {
    const owner = await signIn();
    await setUpTwilio(owner);
    await owner.put('/api/settings/calling', hoursWithoutToday());
    const phone = freshPhone();
    const lead = await addContact(owner, { phone });
    const twin = await addContact(owner, { name: 'Same Number', phone });
    await owner.put(`/api/contacts/${twin.id}`, { doNotCall: true });
    const refused = await startRealCall(owner, lead.id, phone);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).error.message).toBe(
      `${lead.phone} is marked Do Not Call on another contact. Clear it there first if they agreed to calls again.`,
    );
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);

    // Another organization's Do Not Call contact with the same number does not block this one.
    const other = await signIn();
    await setUpTwilio(other);
    await other.put('/api/settings/calling', hoursWithoutToday());
    const theirs = await addContact(other, { phone });
    const theirLead = await addContact(other, { phone: freshPhone() });
    await other.put(`/api/contacts/${theirs.id}`, { doNotCall: true });
    const mine = await signIn();
    await setUpTwilio(mine);
    await mine.put('/api/settings/calling', hoursWithoutToday());
    const myLead = await addContact(mine, { phone });
    const placed = await startRealCall(mine, myLead.id, phone);
    expect(placed.status).toBe(200);
    expect(placed.body.success).toBe(true);
    // And nobody reaches another organization's contact through a call of their own.
    const crossed = await startRealCall(mine, theirLead.id, theirLead.phone ?? '');
    expect(crossed.status).toBe(400);
    expect((crossed.body as unknown as ErrorBody).error.details?.[0]?.field).toBe('contactId');
  });
});

describe('calling settings', () => {
  it('members read them, admins change them, and each organization has its own', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const saved = await owner.put<CallingSettingsView>(
      '/api/settings/calling',
      hoursWithoutToday(),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.callingHours.days).toHaveLength(6);
    const theirs = await stranger.get<CallingSettingsView>('/api/settings/calling');
    expect(theirs.body.callingHours).toEqual(DEFAULT_CALLING_SETTINGS.callingHours);

    const member = await signInAsMember((await me(owner)).organizationId, 'member');
    const read = await member.get<CallingSettingsView>('/api/settings/calling');
    expect(read.body).toMatchObject({ canManage: false, callingHours: saved.body.callingHours });
    expect((await member.put('/api/settings/calling', DEFAULT_CALLING_SETTINGS)).status).toBe(403);

    const bad = await owner.put<ErrorBody>('/api/settings/calling', {
      ...DEFAULT_CALLING_SETTINGS,
      callingHours: { start: '21:00', end: '09:00', days: [8] },
      callsPerSecond: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.map((d) => d.field).sort()).toEqual(
      ['callingHours.days.0', 'callingHours.end', 'callsPerSecond'].sort(),
    );
  });
});

describe('Twilio webhooks of a real call', () => {
  it('a forged, missing or other-account signature answers 403 and writes nothing', async () => {
    const { owner, user, callId } = await scheduledCall();
    const url = callWebhook(user.organizationId, callId, 'status');
    const params = {
      CallSid: 'CA0123456789abcdef0123456789abcdef',
      CallStatus: 'completed',
      CallDuration: '40',
    };
    for (const token of [null, 'f'.repeat(32)]) {
      expect((await postTwilio(url, params, token)).status).toBe(403);
    }
    // Signed over another URL (what a Lambda behind a proxy might rebuild): refused too.
    const other = url.replace('http://127.0.0.1', 'http://localhost');
    const { twilioSignature } = await import(
      '../../functions/src/platform/telephony/twilio-signature'
    );
    const { DEMO_TWILIO_ACCOUNT } = await import('../fakes/twilio/demo-accounts');
    const { loopbackHttp } = await import('../support/loopback');
    const http = loopbackHttp();
    const response = await http.fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(DEMO_TWILIO_ACCOUNT.authToken, other, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    await response.text();
    await http.close();
    expect(response.status).toBe(403);
    // Another organization's call id under this organization: its token does not sign it.
    const stranger = await scheduledCall();
    const crossed = callWebhook(user.organizationId, stranger.callId, 'status');
    expect((await postTwilio(crossed, params)).status).toBe(404);
    expect((await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body.status).toBe('queued');
  });

  it('the voice webhook answers TwiML connecting the call to its ConversationRelay session', async () => {
    const { user, callId } = await scheduledCall();
    const answer = await postTwilio(callWebhook(user.organizationId, callId, 'voice'), {
      CallSid: 'CA0123456789abcdef0123456789abcdef',
      CallStatus: 'in-progress',
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<Connect action="');
    expect(answer.text).toContain(`/calls/${callId}/relay-end"`);
    expect(answer.text).toMatch(
      new RegExp(
        `<ConversationRelay url="ws://127.0.0.1:\\d+/relay\\?org=${user.organizationId}&amp;call=${callId}"`,
      ),
    );
    expect(answer.text).toContain('welcomeGreeting="Hello, this is Assistant calling from ');
    expect(answer.text).toContain('interruptible="any"');
  });

  it('progress callbacks move the call on once; a repeated or late one changes nothing', async () => {
    const { owner, user, lead, callId } = await scheduledCall();
    const sid = 'CAfeedfacefeedfacefeedfacefeedface';
    const status = (CallStatus: string, extra: Record<string, string> = {}) =>
      postTwilio(callWebhook(user.organizationId, callId, 'status'), {
        CallSid: sid,
        CallStatus,
        ...extra,
      });
    expect((await status('ringing')).status).toBe(204);
    let call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(call).toMatchObject({ status: 'calling', twilioCallSid: sid });
    await status('in-progress');
    for (let i = 0; i < 3; i++)
      expect((await status('completed', { CallDuration: '42' })).status).toBe(204);
    // Late and out of order: ignored.
    await status('ringing');
    call = await waitForCall(owner, callId, (c) => c.outcome !== null);
    expect(call).toMatchObject({ status: 'completed', duration: 42, outcome: 'no_answer' });
    expect(call.summary).toBeTruthy();
    const activities = (
      await owner.get<ActivityPage>(`/api/contacts/${lead.id}/activities`)
    ).body.items.filter((a: Activity) => a.type === 'call');
    expect(activities).toHaveLength(1);
    expect(activities[0]?.subject).toBe('AI call: No Answer');
    // The call logged counts once towards the day's calls (the daily report), from the stream.
    expect(await callsLoggedToday(user.organizationId, lead.id)).toBe(1);
  });

  it('busy is tried again later, up to three tries, then ends as busy with its AI call given back', async () => {
    const { owner, user, lead, callId } = await scheduledCall();
    const period = await periodOf(user.organizationId);
    expect(await callsUsed(user.organizationId, period)).toBe(1);
    const busy = () =>
      postTwilio(callWebhook(user.organizationId, callId, 'status'), {
        CallSid: '',
        CallStatus: 'busy',
      });
    await busy();
    let call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(call).toMatchObject({ status: 'queued', attempt: 2 });
    expect(call.endReason).toContain('The line was busy');
    await busy();
    call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(call.attempt).toBe(3);
    await busy();
    call = (await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body;
    expect(call).toMatchObject({ status: 'busy', outcome: 'no_answer', attempt: 3 });
    expect(await callsUsed(user.organizationId, period)).toBe(0);
    await busy();
    expect((await owner.get<AiCall>(`/api/ai-calls/${callId}`)).body.status).toBe('busy');
    // Its end logged one call on the lead, counted once towards the day's calls.
    expect(await callsLoggedToday(user.organizationId, lead.id)).toBe(1);
  });
});

describe('this month’s AI calls and hanging up', () => {
  it('the usage answers the calls used of the plan’s, and a cancelled call gives its call back', async () => {
    const { owner, user, callId } = await scheduledCall();
    const usage = await owner.get<CallUsage>('/api/ai-calling/usage');
    expect(usage.status).toBe(200);
    expect(usage.body).toMatchObject({
      planId: 'trial',
      planName: 'Trial',
      used: 1,
      limit: 100,
      trialExpired: false,
      concurrentCalls: 1,
    });
    expect(usage.body.renewsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Another organization can neither see nor hang up this call.
    const stranger = await signIn();
    expect((await stranger.post(`/api/ai-calls/${callId}/hang-up`, {})).status).toBe(404);
    expect((await stranger.get<CallUsage>('/api/ai-calling/usage')).body.used).toBe(0);

    const cancelled = await owner.post<AiCall>(`/api/ai-calls/${callId}/hang-up`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'failed', outcome: 'no_answer' });
    expect(cancelled.body.endReason).toBe('Cancelled by the caller');
    expect(await callsUsed(user.organizationId, await periodOf(user.organizationId))).toBe(0);
    // Hanging up twice answers the call as it is.
    expect((await owner.post<AiCall>(`/api/ai-calls/${callId}/hang-up`, {})).body.status).toBe(
      'failed',
    );
  });
});

describe('a finished call written back to the CRM', () => {
  const finish = async (user: { organizationId: string }, callId: string, transcript: string) => {
    await setTranscript(user.organizationId, callId, transcript);
    const sid = `CA${randomUUID().replace(/-/g, '')}`;
    const url = callWebhook(user.organizationId, callId, 'status');
    await postTwilio(url, { CallSid: sid, CallStatus: 'in-progress' });
    expect(
      (await postTwilio(url, { CallSid: sid, CallStatus: 'completed', CallDuration: '95' })).status,
    ).toBe(204);
  };

  it('a lead who asks to be called back gets a call scheduled for that time, once', async () => {
    const { owner, user, lead, callId } = await scheduledCall();
    await finish(
      user,
      callId,
      'AI: Hello Priya, this is Assistant from SalesFlow.\nLead: I am driving right now, please call me tomorrow at 4 pm.\nAI: Of course, I will call you tomorrow at 4 PM.',
    );
    const call = await waitForCall(owner, callId, (c) => c.outcome !== null);
    expect(call).toMatchObject({ status: 'completed', outcome: 'callback', duration: 95 });
    expect(call.callbackAt).toBeTruthy();
    const calls = (await owner.get<AiCall[]>('/api/ai-calls')).body;
    const next = calls.find((c) => c.id !== callId);
    expect(calls).toHaveLength(2);
    expect(next).toMatchObject({ status: 'queued', mode: 'real', contactId: lead.id });
    expect(Date.parse(next?.scheduledFor ?? '')).toBeGreaterThanOrEqual(
      Date.parse(call.callbackAt ?? ''),
    );
    const contact = (await owner.get<Contact>(`/api/contacts/${lead.id}`)).body;
    expect(contact.status).toBe('warm');
    // And a call task on the lead, due when the lead asked, for whoever placed the call.
    const tasks = (await owner.get<TaskPage>(`/api/tasks?contactId=${lead.id}`)).body.items;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      type: 'call',
      title: `Call back ${lead.name}`,
      dueAt: new Date(call.callbackAt ?? '').toISOString(),
      assignedTo: user.id,
      done: false,
    });
  });

  it('a lead who asks not to be called again is marked Do Not Call and leaves the queue', async () => {
    const { owner, user, lead, callId } = await scheduledCall();
    await finish(
      user,
      callId,
      'AI: Hello Priya, this is Assistant from SalesFlow.\nLead: Not interested. Please do not call me again and remove my number from your list.',
    );
    const call = await waitForCall(owner, callId, (c) => c.outcome !== null);
    expect(call.outcome).toBe('not_interested');
    const contact = (await owner.get<Contact>(`/api/contacts/${lead.id}`)).body;
    expect(contact).toMatchObject({ doNotCall: true, status: 'cold' });
    const refused = await startRealCall(owner, lead.id, lead.phone ?? '');
    expect(refused.status).toBe(409);
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toHaveLength(1);
  });
});
