import { randomUUID } from 'node:crypto';
import type { Activity, ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type {
  AiCall,
  AiCallPage,
  CallUsage,
  StartCallAnswer,
} from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import type { SubscriptionUsage } from '@salesflow/shared/plans/subscription.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TWILIO_ACCOUNT } from '../fakes/twilio/demo-accounts';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

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

/** A call record made by `client` for `contact`, answered 201. */
const startCall = async (
  client: ApiClient,
  contact: Contact,
  status?: 'queued' | 'calling' | 'completed',
) => {
  const response = await client.post<AiCall>('/api/ai-calls', {
    contactId: contact.id,
    phoneNumber: contact.phone,
    ...(status ? { status } : {}),
  });
  expect(response.status).toBe(201);
  return response.body;
};

const DEMO_END = {
  status: 'completed',
  duration: 72,
  transcript: 'AI: Hello Priya, this is Assistant.\nLead: Yes, tell me more, what does it cost?',
  outcome: 'interested',
  sentiment: 'positive',
  aiScore: 85,
  confidence: 0.92,
};

describe('AI calls API', () => {
  let alice: ApiClient;
  let contact: Contact;

  beforeAll(async () => {
    alice = await signIn();
    contact = await addContact(alice);
  });

  it('runs a demo call: created calling, completed with the fixed values, listed newest first', async () => {
    const created = await alice.post<AiCall>('/api/ai-calls', {
      contactId: contact.id,
      phoneNumber: contact.phone,
      status: 'calling',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contactId: contact.id,
      contactName: 'Priya Sharma',
      contactCompany: 'Sharma Textiles',
      phoneNumber: '+91 98765 43210',
      status: 'calling',
      duration: null,
      outcome: null,
    });
    expect(created.body.id).toMatch(/^[0-9A-Z]{26}$/);
    expect(created.body.startedAt).not.toBeNull();

    const ended = await alice.put<AiCall>(`/api/ai-calls/${created.body.id}`, DEMO_END);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ...DEMO_END, scoredBy: 'client' });
    expect(ended.body.completedAt).not.toBeNull();

    const read = await alice.get<AiCall>(`/api/ai-calls/${created.body.id}`);
    expect(read.body.transcript).toBe(DEMO_END.transcript);

    const second = await alice.post<AiCall>('/api/ai-calls', {
      contactId: contact.id,
      phoneNumber: contact.phone,
    });
    expect(second.body.status).toBe('queued');
    const list = await alice.get<AiCall[]>('/api/ai-calls');
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.id).slice(0, 2)).toEqual([second.body.id, created.body.id]);
    expect(list.body[1]).toMatchObject({ outcome: 'interested', aiScore: 85, confidence: 0.92 });
  });

  it('puts a completed demo call on the contact timeline once, and takes none of the plan’s AI calls', async () => {
    const owner = await signIn();
    const lead = await addContact(owner);
    const call = await startCall(owner, lead, 'calling');
    expect((await owner.put(`/api/ai-calls/${call.id}`, DEMO_END)).status).toBe(200);
    // Completing again (a retried request) changes the record but adds nothing.
    expect((await owner.put(`/api/ai-calls/${call.id}`, DEMO_END)).status).toBe(200);
    await startCall(owner, lead, 'completed');
    // "AI calls this month: 0 of 100": a demo call is free, wherever the count is read.
    expect((await me(owner)).aiCallsUsed).toBe(0);
    const usage = await owner.get<SubscriptionUsage>('/api/subscription/usage');
    expect(usage.body.aiCalls).toEqual({ used: 0, limit: 100 });
    expect((await owner.get<CallUsage>('/api/ai-calling/usage')).body.used).toBe(0);

    // On the timeline as a demo call: it reached nobody, so it is no call to the lead.
    const timeline = await owner.get<ActivityPage>(`/api/contacts/${lead.id}/activities`);
    const calls = timeline.body.items.filter(
      (a: Activity) => a.subject === 'Demo AI call: Interested',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      type: 'demo_call',
      duration: 72,
      outcome: 'interested',
      description: 'Duration 1:12 · AI score 85 · sentiment positive',
    });
    expect(timeline.body.items.filter((a: Activity) => a.type === 'call')).toEqual([]);
    expect((await owner.get<Contact>(`/api/contacts/${lead.id}`)).body.lastContactedAt).toBeNull();
    // Nor is its scripted "interested" evidence for the lead's score: a note is, and the score
    // recomputed for it reads no call.
    const note = await owner.post(`/api/contacts/${lead.id}/activities`, {
      type: 'note',
      subject: 'Sent the brochure',
    });
    expect(note.status).toBe(201);
    await expect
      .poll(
        async () =>
          (await owner.get<Contact>(`/api/contacts/${lead.id}`)).body.scoring?.engagement.notes,
        { timeout: 20_000, interval: 300 },
      )
      .toBe(1);
    const scored = (await owner.get<Contact>(`/api/contacts/${lead.id}`)).body;
    expect(scored.scoring?.engagement).toEqual({ notes: 1 });
  });

  it('scores a call that ends with a transcript and no score by the built-in rules', async () => {
    const call = await startCall(alice, contact, 'calling');
    const ended = await alice.put<AiCall>(`/api/ai-calls/${call.id}`, {
      status: 'completed',
      duration: 40,
      transcript:
        'AI: Hello, this is Assistant from Acme.\nLead: Not interested. Please remove my number and do not call again.',
    });
    expect(ended.body).toMatchObject({ outcome: 'not_interested', scoredBy: 'rules' });
    expect(ended.body.aiScore).toBeLessThanOrEqual(30);
    expect(ended.body.sentiment).toBe('negative');
    expect(ended.body.confidence).toBeGreaterThan(0);
  });

  it('sets the onboarding milestone on the first call', async () => {
    const fresh = await signIn();
    const lead = await addContact(fresh);
    const state = async () =>
      (await fresh.get<OnboardingState>('/api/user/onboarding-state')).body.hasUsedAICalling;
    expect(await state()).toBe(false);
    await fresh.post('/api/ai-calls', { contactId: lead.id, phoneNumber: lead.phone });
    expect(await state()).toBe(true);
  });

  it('refuses a completed call going back to calling, and keeps it completed', async () => {
    const call = await startCall(alice, contact, 'completed');
    expect(call.completedAt).not.toBeNull();
    const back = await alice.put<ErrorBody>(`/api/ai-calls/${call.id}`, { status: 'calling' });
    expect(back.status).toBe(400);
    expect(back.body.error.details).toEqual([
      { field: 'status', message: 'A completed call cannot be queued or calling again' },
    ]);
    expect((await alice.get<AiCall>(`/api/ai-calls/${call.id}`)).body.status).toBe('completed');
  });

  it('answers bad input with 400 and field errors, never a 500, and writes nothing', async () => {
    const before = (await alice.get<AiCall[]>('/api/ai-calls')).body.length;
    const cases: [unknown, string][] = [
      [{ phoneNumber: '+91 98765 43210' }, 'contactId'],
      [{ contactId: contact.id }, 'phoneNumber'],
      [{ contactId: contact.id, phoneNumber: 'call me' }, 'phoneNumber'],
      [{ contactId: contact.id, phoneNumber: '+91 98765 43210', status: 'ringing' }, 'status'],
      [{ contactId: '../../x', phoneNumber: '+91 98765 43210' }, 'contactId'],
      [{ contactId: randomUUID().replace(/-/g, ''), phoneNumber: '+91 98765 43210' }, 'contactId'],
    ];
    for (const [body, field] of cases) {
      const response = await alice.post<ErrorBody>('/api/ai-calls', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.details?.map((d) => d.field)).toContain(field);
    }
    expect((await alice.get<AiCall[]>('/api/ai-calls')).body.length).toBe(before);

    const call = await startCall(alice, contact, 'calling');
    const updates: [unknown, string][] = [
      [{ aiScore: 101 }, 'aiScore'],
      [{ aiScore: 85.5 }, 'aiScore'],
      [{ aiScore: '85' }, 'aiScore'],
      [{ confidence: 1.5 }, 'confidence'],
      [{ confidence: 0.12345 }, 'confidence'],
      [{ duration: -1 }, 'duration'],
      [{ duration: 1.5 }, 'duration'],
      [{ outcome: 'maybe' }, 'outcome'],
      [{ sentiment: 'angry' }, 'sentiment'],
      [{ transcript: 'x'.repeat(60_001) }, 'transcript'],
      [{ transcript: 'AI: hi\u0000' }, 'transcript'],
    ];
    for (const [body, field] of updates) {
      const response = await alice.put<ErrorBody>(`/api/ai-calls/${call.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.details?.map((d) => d.field)).toContain(field);
    }
    const unchanged = (await alice.get<AiCall>(`/api/ai-calls/${call.id}`)).body;
    expect(unchanged).toMatchObject({ status: 'calling', aiScore: null, confidence: null });
    const ok = await alice.put<AiCall>(`/api/ai-calls/${call.id}`, { confidence: 0.1234 });
    expect(ok.body.confidence).toBe(0.1234);
    expect((await alice.get('/api/ai-calls?limit=0')).status).toBe(400);
    expect((await alice.get('/api/ai-calls?cursor=forged')).status).toBe(400);
  });

  it('pages with a cursor', async () => {
    const client = await signIn();
    const lead = await addContact(client);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.unshift(
        (
          await client.post<AiCall>('/api/ai-calls', {
            contactId: lead.id,
            phoneNumber: lead.phone,
          })
        ).body.id,
      );
    }
    const first = (await client.get<AiCallPage>('/api/ai-calls?limit=3')).body;
    expect(first.items.map((c) => c.id)).toEqual(ids.slice(0, 3));
    const next = (
      await client.get<AiCallPage>(
        `/api/ai-calls?limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      )
    ).body;
    expect(next.items.map((c) => c.id)).toEqual(ids.slice(3));
    expect(next.nextCursor).toBeNull();
    const ofContact = (await client.get<AiCallPage>(`/api/ai-calls?limit=10&contactId=${lead.id}`))
      .body;
    expect(ofContact.items.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it('keeps each organization to its own calls', async () => {
    const bob = await signIn();
    const bobs = await addContact(bob);
    const call = (
      await alice.post<AiCall>('/api/ai-calls', {
        contactId: contact.id,
        phoneNumber: '+919812345678',
      })
    ).body;
    // Bob cannot read, list or change Alice's call, nor call Alice's contact.
    expect((await bob.get(`/api/ai-calls/${call.id}`)).status).toBe(404);
    expect((await bob.put(`/api/ai-calls/${call.id}`, DEMO_END)).status).toBe(404);
    expect((await bob.get<AiCall[]>('/api/ai-calls')).body.map((c) => c.id)).not.toContain(call.id);
    expect(
      (await bob.get<AiCallPage>(`/api/ai-calls?limit=10&contactId=${contact.id}`)).body.items,
    ).toEqual([]);
    const steal = await bob.post<ErrorBody>('/api/ai-calls', {
      contactId: contact.id,
      phoneNumber: '+919812345678',
    });
    expect(steal.status).toBe(400);
    // Nor does Alice see Bob's.
    const bobsCall = (
      await bob.post<AiCall>('/api/ai-calls', { contactId: bobs.id, phoneNumber: bobs.phone })
    ).body;
    expect((await alice.get(`/api/ai-calls/${bobsCall.id}`)).status).toBe(404);
    expect((await alice.get<AiCall>(`/api/ai-calls/${call.id}`)).body.status).toBe('queued');
  });
});

describe('the call queue', () => {
  it('lists contacts with a phone by score, highest first, 8 at most; the simple panel above 70', async () => {
    const client = await signIn();
    const scores = [10, 95, 71, 70, 88, 40, 99, 60, 75, 82];
    const made = [];
    for (const score of scores)
      made.push(await addContact(client, { score, name: `Lead ${score}` }));
    await addContact(client, { score: 100, phone: null, name: 'No phone' });
    const queue = await client.get<CallQueueEntry[]>('/api/ai-calling/queue');
    expect(queue.status).toBe(200);
    expect(queue.body.map((e) => e.score)).toEqual([99, 95, 88, 82, 75, 71, 70, 60]);
    expect(queue.body[0]).toMatchObject({
      name: 'Lead 99',
      company: 'Sharma Textiles',
      phone: '+91 98765 43210',
    });
    const simple = await client.get<CallQueueEntry[]>('/api/ai-calling/queue?limit=5&minScore=71');
    expect(simple.body.map((e) => e.score)).toEqual([99, 95, 88, 82, 75]);

    // A new score or a removed phone moves the contact in the queue at once.
    const top = made[6] as Contact;
    await client.put(`/api/contacts/${top.id}`, { phone: '' });
    const low = made[0] as Contact;
    await client.put(`/api/contacts/${low.id}`, { score: 98 });
    const after = (await client.get<CallQueueEntry[]>('/api/ai-calling/queue?limit=3')).body;
    expect(after.map((e) => [e.name, e.score])).toEqual(
      [
        ['Lead 95', 95],
        ['Lead 10', 98],
        ['Lead 88', 88],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    expect((await client.get('/api/ai-calling/queue?limit=21')).status).toBe(400);
    expect((await client.get('/api/ai-calling/queue?minScore=101')).status).toBe(400);

    // Another organization's queue is its own.
    const stranger = await signIn();
    expect((await stranger.get<CallQueueEntry[]>('/api/ai-calling/queue')).body).toEqual([]);
  });
});

describe('calls and record visibility', () => {
  it('with "own", shows a member the calls on their leads only, and moves calls with a handed-over lead', async () => {
    const owner = await signIn();
    const organizationId = (await me(owner)).organizationId;
    const admin = await signInAsMember(organizationId, 'admin');
    const member = await signInAsMember(organizationId, 'member');
    const colleague = await signInAsMember(organizationId, 'member');
    const memberId = (await me(member)).id;
    const mine = await addContact(member, { name: 'Mine' });
    const theirs = await addContact(colleague, { name: 'Theirs' });
    const myCall = (
      await member.post<AiCall>('/api/ai-calls', { contactId: mine.id, phoneNumber: mine.phone })
    ).body;
    const theirCall = (
      await colleague.post<AiCall>('/api/ai-calls', {
        contactId: theirs.id,
        phoneNumber: theirs.phone,
      })
    ).body;
    expect((await admin.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    try {
      // A member's calls are listed from their held-call entries, which follow from the stream.
      await settleProjections();
      const listed = (await member.get<AiCall[]>('/api/ai-calls')).body.map((c) => c.id);
      expect(listed).toEqual([myCall.id]);
      expect((await member.get(`/api/ai-calls/${theirCall.id}`)).status).toBe(404);
      expect((await member.put(`/api/ai-calls/${theirCall.id}`, DEMO_END)).status).toBe(404);
      expect(
        (await member.post('/api/ai-calls', { contactId: theirs.id, phoneNumber: theirs.phone }))
          .status,
      ).toBe(400);
      // A member's queue reads their leads index, which follows from the table's stream.
      await settleProjections();
      const queue = (await member.get<CallQueueEntry[]>('/api/ai-calling/queue')).body;
      expect(queue.map((e) => e.id)).toEqual([mine.id]);
      expect((await owner.get<AiCall[]>('/api/ai-calls')).body.length).toBe(2);

      // The colleague's lead is handed to the member: its call follows it.
      expect(
        (
          await owner.post('/api/team/assign-lead', {
            contactId: theirs.id,
            assignedTo: memberId,
          })
        ).status,
      ).toBe(201);
      await expect
        .poll(async () => (await member.get(`/api/ai-calls/${theirCall.id}`)).status, {
          timeout: 15_000,
          interval: 300,
        })
        .toBe(200);
      await settleProjections();
      expect((await member.get<AiCall[]>('/api/ai-calls')).body.map((c) => c.id).sort()).toEqual(
        [myCall.id, theirCall.id].sort(),
      );
      expect((await colleague.get(`/api/ai-calls/${theirCall.id}`)).status).toBe(404);
    } finally {
      await admin.put('/api/team/settings', { recordVisibility: 'all' });
    }
  });
});

describe('real calls (start-real-call and initiate)', () => {
  it('without Twilio set up, says what is missing and creates nothing', async () => {
    const owner = await signIn();
    const lead = await addContact(owner);
    for (const path of ['/api/ai-calling/start-real-call', '/api/ai-calling/initiate']) {
      const response = await owner.post<StartCallAnswer>(path, {
        contactId: lead.id,
        phoneNumber: lead.phone,
        notes: 'Ask about the Diwali order',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: false, requiresSetup: true });
      expect(response.body.message).toContain(
        'Twilio Account SID, Twilio Auth Token and Twilio phone number',
      );
      expect(response.body.aiCall).toBeUndefined();
    }
    expect((await owner.get<AiCall[]>('/api/ai-calls')).body).toEqual([]);

    // Part of it set up: only what is still missing is named.
    expect(
      (
        await owner.post('/api/settings/security', {
          twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
          twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber,
        })
      ).status,
    ).toBe(200);
    const partial = await owner.post<StartCallAnswer>('/api/ai-calling/start-real-call', {
      contactId: lead.id,
      phoneNumber: lead.phone,
    });
    expect(partial.body.message).toContain('add the Twilio Auth Token in Settings');
  });

  it('with Twilio set up, records a real call, queued for the dialer, and answers its id', async () => {
    const owner = await signIn();
    const lead = await addContact(owner);
    await owner.post('/api/settings/security', {
      twilioAccountSid: DEMO_TWILIO_ACCOUNT.sid,
      twilioAuthToken: DEMO_TWILIO_ACCOUNT.authToken,
      twilioPhoneNumber: DEMO_TWILIO_ACCOUNT.phoneNumber,
    });
    const response = await owner.post<StartCallAnswer>('/api/ai-calling/initiate', {
      contactId: lead.id,
      phoneNumber: lead.phone,
      notes: 'Ask about the Diwali order',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, requiresSetup: false });
    const id = response.body.aiCall?.id ?? '';
    const call = (await owner.get<AiCall>(`/api/ai-calls/${id}`)).body;
    expect(call).toMatchObject({ id, mode: 'real', contactId: lead.id, attempt: 1 });
    expect((await me(owner)).aiCallsUsed).toBe(1);
  });

  it('refuses bad input and another organization’s contact with 400', async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const theirs = await addContact(stranger);
    const cases: [unknown, string][] = [
      [{ phoneNumber: '+919812345678' }, 'contactId'],
      [{ contactId: theirs.id }, 'phoneNumber'],
      [{ contactId: theirs.id, phoneNumber: '+919812345678' }, 'contactId'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.post<ErrorBody>('/api/ai-calling/start-real-call', body);
      expect(response.status).toBe(400);
      expect(response.body.error.details?.map((d) => d.field)).toContain(field);
    }
    const notes = await owner.post<ErrorBody>('/api/ai-calling/initiate', {
      contactId: theirs.id,
      phoneNumber: '+919812345678',
      notes: 'x'.repeat(2001),
    });
    expect(notes.status).toBe(400);
  });
});
