import { randomUUID } from 'node:crypto';
import { getReport } from '@salesflow/functions/modules/reports/reports.service';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { localTime } from '@salesflow/shared/calls/calling-hours';
import { DEFAULT_CALLING_SETTINGS } from '@salesflow/shared/calls/calling-settings.schema';
import type { Contact, ContactSource } from '@salesflow/shared/contacts/contact.schema';
import { ACTIVE_STAGES, type Deal, type DealStage } from '@salesflow/shared/deals/deal.schema';
import type { Report } from '@salesflow/shared/reports/report';
import { REPORT_RANGES, REPORT_TYPES } from '@salesflow/shared/reports/report-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordCall } from '../support/ai-call-records';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import {
  callWebhook,
  postTwilio,
  setTranscript,
  setUpTwilio,
  startRealCall,
  waitForCall,
} from '../support/real-calls';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
const cents = (deal: Deal) => Math.round(Number(deal.value) * 100);
const FUNNEL: readonly DealStage[] = [...ACTIVE_STAGES, 'won'];

const report = async (client: ApiClient, query: string) => {
  // New contacts are counted into the reports from the table's stream.
  await settleProjections();
  const response = await client.get<Report>(`/api/reports${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** Calling hours that leave out today (in India), so a real call now waits for a later day. */
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

/** A real call queued for later (calling hours leave out today): not placed, and no call yet. */
const queueRealCall = async (client: ApiClient, contact: Contact) => {
  const answer = await startRealCall(client, contact.id, contact.phone ?? '');
  expect(answer.status).toBe(200);
  expect(answer.body.scheduledFor).not.toBeNull();
  return answer.body.aiCall?.id ?? '';
};

/** Twilio places the call (its callbacks), the lead talks, it ends and is analysed. */
const placeAndEnd = async (
  client: ApiClient,
  organizationId: string,
  callId: string,
  transcript: string,
) => {
  await setTranscript(organizationId, callId, transcript);
  const sid = `CA${randomUUID().replace(/-/g, '')}`;
  const url = callWebhook(organizationId, callId, 'status');
  expect((await postTwilio(url, { CallSid: sid, CallStatus: 'in-progress' })).status).toBe(204);
  expect(
    (await postTwilio(url, { CallSid: sid, CallStatus: 'completed', CallDuration: '80' })).status,
  ).toBe(204);
  const call = await waitForCall(client, callId, (c) => c.outcome !== null, 30_000);
  expect(call.outcome).not.toBeNull();
  return call;
};

const CALL_ME_BACK =
  'AI: Hello, this is Assistant from SalesFlow.\nLead: I am driving right now, please call me tomorrow at 4 pm.\nAI: Of course, I will call you tomorrow at 4 PM.';
const NOT_INTERESTED =
  'AI: Hello, this is Assistant from SalesFlow.\nLead: Not interested. Please do not call me again and remove my number from your list.';

/**
 * An organization with a history: contacts from several sources and holders (one deleted, one
 * whose source was corrected, two handed over), deals moved through the pipeline (one won, one
 * lost, one deleted), demo calls (free, counted apart), real calls placed (one asking for a
 * callback, whose follow-up call waits; one made by the member to a lead later handed to the
 * owner) and one only queued; and the furthest stage each deal reached, which only the test's
 * own history knows.
 */
describe('reports from the per-day counters', () => {
  let owner: ApiClient;
  let member: ApiClient;
  let organizationId: string;
  let ownerId: string;
  let memberId: string;
  const reached = new Map<string, number>();
  let exits: Record<string, number>;

  const addContact = async (client: ApiClient, source: ContactSource | null) => {
    const response = await client.post<Contact>('/api/contacts', {
      name: `Lead ${randomUUID().slice(0, 6)}`,
      email: `${randomUUID()}@lead.in`,
      phone: '+91 98765 43210',
      source,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const addDeal = async (client: ApiClient, stage: DealStage, value: string, contact?: Contact) => {
    const response = await client.post<Deal>('/api/deals', {
      title: `Deal ${randomUUID().slice(0, 6)}`,
      stage,
      value,
      contactId: contact?.id ?? null,
    });
    expect(response.status).toBe(201);
    reached.set(response.body.id, Math.max(0, FUNNEL.indexOf(stage)));
    return response.body;
  };
  const move = async (client: ApiClient, deal: Deal, stage: DealStage) => {
    const response = await client.put<Deal>(`/api/deals/${deal.id}`, { stage });
    expect(response.status).toBe(200);
    if (ACTIVE_STAGES.includes(deal.stage as (typeof ACTIVE_STAGES)[number])) {
      exits[deal.stage] = (exits[deal.stage] ?? 0) + 1;
    }
    reached.set(deal.id, Math.max(reached.get(deal.id) ?? 0, FUNNEL.indexOf(stage)));
    return response.body;
  };
  beforeAll(async () => {
    useLocalStackFromTests();
    owner = await signIn();
    ({ organizationId, id: ownerId } = await me(owner));
    member = await signInAsMember(organizationId, 'member');
    memberId = (await me(member)).id;
    exits = {};

    const web = [await addContact(owner, 'website'), await addContact(owner, 'website')];
    const referral = await addContact(owner, 'referral');
    const mistaken = await addContact(owner, 'event');
    const gone = await addContact(owner, 'event');
    const noSource = await addContact(owner, null);
    const members = [await addContact(member, 'website'), await addContact(member, 'cold_call')];
    const callee = await addContact(member, 'referral');
    // Corrected source, a deleted lead, a lead handed from the owner to the member.
    expect(
      (await owner.put(`/api/contacts/${mistaken.id}`, { ...mistaken, source: 'referral' })).status,
    ).toBe(200);
    expect((await owner.delete(`/api/contacts/${gone.id}`)).status).toBe(204);
    const handed = await owner.post('/api/team/assign-lead', {
      contactId: noSource.id,
      assignedTo: memberId,
    });
    expect(handed.status).toBe(201);

    const big = await addDeal(owner, 'prospecting', '12000', web[0]);
    await move(owner, await move(owner, big, 'qualification'), 'won');
    await addDeal(owner, 'won', '3000.50', referral);
    const lost = await addDeal(member, 'proposal', '800', members[0]);
    await move(member, lost, 'lost');
    await addDeal(member, 'closing', '4500', members[1]);
    const removed = await addDeal(owner, 'qualification', '999');
    expect((await owner.delete(`/api/deals/${removed.id}`)).status).toBe(204);
    reached.delete(removed.id);
    await addDeal(owner, 'prospecting', '0');

    // Demo calls: free, and no calls.
    await recordCall(owner, web[1] as Contact, 'interested');
    await recordCall(owner, referral, 'callback');
    await recordCall(member, members[0] as Contact, 'not_interested');
    await recordCall(member, members[1] as Contact, null);
    // Real calls: two placed, their follow-up and another only queued.
    await setUpTwilio(owner);
    expect((await owner.put('/api/settings/calling', hoursWithoutToday())).status).toBe(200);
    await placeAndEnd(
      owner,
      organizationId,
      await queueRealCall(owner, web[0] as Contact),
      CALL_ME_BACK,
    );
    await queueRealCall(owner, referral);
    await placeAndEnd(member, organizationId, await queueRealCall(member, callee), NOT_INTERESTED);
    // The member's lead, called by the member, handed to the owner: still the member's call and
    // the member's new contact.
    expect(
      (await owner.post('/api/team/assign-lead', { contactId: callee.id, assignedTo: ownerId }))
        .status,
    ).toBe(201);
  });

  /** The figures recounted from the records the API lists. */
  const recount = async (client: ApiClient) => {
    const contacts = (await client.get<Contact[]>('/api/contacts')).body;
    const deals = (await client.get<Deal[]>('/api/deals')).body;
    const calls = (await client.get<AiCall[]>('/api/ai-calls')).body;
    const won = deals.filter((d) => d.stage === 'won');
    const lost = deals.filter((d) => d.stage === 'lost');
    const wonCents = won.reduce((sum, d) => sum + cents(d), 0);
    // A call is a real call placed (Twilio took it); demo calls are apart.
    const placed = calls.filter(
      (c) => c.mode === 'real' && (c.twilioCallSid !== null || (c.attempt ?? 1) > 1),
    );
    const demo = calls.filter((c) => c.mode === 'demo');
    const successful = placed.filter((c) => c.outcome === 'interested' || c.outcome === 'callback');
    const bySource = new Map<string, number>();
    for (const c of contacts)
      bySource.set(c.source ?? 'unknown', (bySource.get(c.source ?? 'unknown') ?? 0) + 1);
    return { contacts, deals, placed, demo, won, lost, wonCents, successful, bySource };
  };

  it('answers every report type and range with the figures a recount of the records gives', async () => {
    const truth = await recount(owner);
    expect(truth.contacts).toHaveLength(8);
    expect(truth.placed).toHaveLength(2);
    expect(truth.demo).toHaveLength(4);
    for (const type of REPORT_TYPES) {
      for (const range of REPORT_RANGES) {
        const r = await report(owner, `?type=${type}&range=${range}`);
        expect(r.type).toBe(type);
        expect(r.range).toBe(range);
        expect(r.cards.newContacts).toBe(truth.contacts.length);
        expect(r.cards.newContactsThisMonth).toBe(truth.contacts.length);
        expect(r.cards.wonDeals).toBe(truth.won.length);
        expect(r.cards.totalRevenue).toBe(Math.round(truth.wonCents / 100));
        expect(r.cards.avgDealSize).toBe(Math.round(truth.wonCents / truth.won.length / 100));
        expect(r.cards.conversionRate).toBe(
          Math.round((truth.won.length / truth.contacts.length) * 1000) / 10,
        );
        expect(new Map(r.sources.map((s) => [s.source, s.count]))).toEqual(truth.bySource);
        for (const stage of r.stages) {
          const inStage = truth.deals.filter((d) => d.stage === stage.stage);
          expect(stage.count, stage.stage).toBe(inStage.length);
          expect(stage.value).toBe(Math.round(inStage.reduce((s, d) => s + cents(d), 0) / 100));
        }
        expect(r.calls.total).toBe(truth.placed.length);
        expect(r.calls.successful).toBe(truth.successful.length);
        expect(r.calls.demo).toBe(truth.demo.length);
        expect(r.lostDeals).toBe(truth.lost.length);
        expect(r.winRate).toBe(
          Math.round((truth.won.length / (truth.won.length + truth.lost.length)) * 1000) / 10,
        );
        const funnel = new Map(r.funnel.map((step) => [step.step, step.count]));
        expect(funnel.get('leads')).toBe(truth.contacts.length);
        FUNNEL.forEach((stage, rank) => {
          expect(funnel.get(stage), stage).toBe(
            [...reached.values()].filter((furthest) => furthest >= rank).length,
          );
        });
        for (const stage of r.timeInStage) expect(stage.exits).toBe(exits[stage.stage] ?? 0);
        // The trend adds up to the range's figures.
        const sum = (pick: (p: Report['trend'][number]) => number) =>
          r.trend.reduce((total, point) => total + pick(point), 0);
        expect(sum((p) => p.newContacts)).toBe(truth.contacts.length);
        expect(sum((p) => p.won)).toBe(truth.won.length);
        expect(sum((p) => p.calls)).toBe(truth.placed.length);
      }
    }
  });

  it('names the top salesperson and gives each member their own figures', async () => {
    const r = await report(owner, '?type=sales&range=30d');
    const owners = r.members.find((m) => m.memberId === ownerId);
    const members = r.members.find((m) => m.memberId === memberId);
    expect(r.topSalesperson).toMatchObject({ memberId: ownerId, revenue: 15001, won: 2 });
    // New contacts count for whose lead they were when they came, calls for who made them,
    // whatever was handed over since: the owner's lead given to the member stays the owner's,
    // the member's lead given to the owner (and the call the member made to it) the member's.
    expect(owners).toMatchObject({ newContacts: 5, won: 2, lost: 0, calls: 1, successfulCalls: 1 });
    expect(members).toMatchObject({
      newContacts: 3,
      won: 0,
      lost: 1,
      winRate: 0,
      calls: 1,
      successfulCalls: 0,
    });
    expect(members?.name).not.toBe('Former member');
    const calls = await report(owner, '?type=calls&range=7d');
    expect(calls.calls).toMatchObject({ total: 2, successful: 1, successRate: 50, demo: 4 });
    expect(new Map(calls.calls.byOutcome.map((o) => [o.outcome, o.count]))).toEqual(
      new Map([
        ['interested', 0],
        ['callback', 1],
        ['not_interested', 1],
        ['no_answer', 0],
        ['pending', 0],
      ]),
    );
  });

  it('a member who sees only their own leads gets the figures of those alone', async () => {
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    try {
      const mine = await report(member, '?range=30d');
      // Theirs: the three leads that came to them (one handed to the owner since), the call
      // they placed and their two demo calls.
      expect(mine.cards.newContacts).toBe(3);
      expect(mine.cards.newContactsThisMonth).toBe(3);
      expect(mine.calls).toMatchObject({ total: 1, successful: 0, demo: 2 });
      expect(mine.lostDeals).toBe(1);
      expect(mine.cards.wonDeals).toBe(0);
      expect(mine.members.map((m) => m.memberId)).toEqual([memberId]);
    } finally {
      await owner.put('/api/team/settings', { recordVisibility: 'all' });
    }
  });

  it('counts a day in the ranges that hold it and in none of the others', async () => {
    const auth = { organizationId, userId: ownerId, timezone: 'Asia/Kolkata' };
    const after = async (days: number, range: (typeof REPORT_RANGES)[number]) =>
      (await getReport(auth, { type: 'overview', range }, new Date(Date.now() + days * 86_400_000)))
        .cards;
    expect((await after(10, '7d')).newContacts).toBe(0);
    expect((await after(10, '30d')).newContacts).toBe(8);
    expect((await after(10, '30d')).wonDeals).toBe(2);
    expect((await after(40, '30d')).newContacts).toBe(0);
    expect((await after(40, '90d')).newContacts).toBe(8);
    // A year reads whole months as month items, and the first month's days one by one.
    expect((await after(60, '1y')).newContacts).toBe(8);
    expect((await after(364, '1y')).newContacts).toBe(8);
    expect((await after(366, '1y')).wonDeals).toBe(0);
  });

  it('shows another organization nothing of this one', async () => {
    const stranger = await signIn();
    const r = await report(stranger, '?type=overview&range=1y');
    expect(r.cards).toMatchObject({ newContacts: 0, wonDeals: 0, totalRevenue: 0 });
    expect(r.members).toEqual([]);
    expect(r.calls.total).toBe(0);
  });

  it('refuses an unknown type or range with a clear message', async () => {
    const badType = await owner.get<{ message: string }>('/api/reports?type=weekly');
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain('Report type must be one of');
    const badRange = await owner.get<{ message: string }>('/api/reports?range=2w');
    expect(badRange.status).toBe(400);
    expect(JSON.stringify(badRange.body)).toContain('Date range must be one of 7d, 30d, 90d, 1y');
    expect((await report(owner, '')).range).toBe('30d');
  });
});
