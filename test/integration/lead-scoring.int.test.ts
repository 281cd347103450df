import { handler as leadScoreWorker } from '@salesflow/functions/modules/lead-scoring/lead-score.worker';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import type { ScoreFactorKey } from '@salesflow/shared/scoring/lead-score';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';
import { runWorker } from '../support/sqs-event';

const QUEUE = 'lead-scores';
/** The local stack's SQS poller runs the worker; a recomputation lands within this. */
const WAIT = { timeout: 15_000, interval: 250 };

const points = (contact: Contact, key: ScoreFactorKey) =>
  contact.scoreFactors?.find((factor) => factor.key === key)?.points;

const read = async (client: ApiClient, id: string) =>
  (await client.get<Contact>(`/api/contacts/${id}`)).body;

/** A founder from a referral, with every profile field: 15 + 15 + 20, nothing else yet. */
const founder = () => ({
  name: 'Meera Nair',
  email: `meera-${Date.now()}-${Math.random()}@nair.in`,
  phone: '+91 98450 12345',
  company: 'Nair Spices',
  title: 'Co-Founder & CEO',
  source: 'referral',
  notes: 'Met at the Kochi trade fair',
});

describe('explainable lead scoring', () => {
  let client: ApiClient;

  beforeAll(async () => {
    useLocalStackFromTests();
    client = await signIn();
  });

  it('scores a contact created by the form at once, and explains each factor', async () => {
    const created = await client.post<Contact>('/api/contacts', founder());
    expect(created.status).toBe(201);
    expect(created.body.score).toBe(50);
    expect(created.body.scoreFactors?.map((f) => [f.key, f.points, f.max])).toEqual([
      ['profile', 15, 15],
      ['source', 15, 15],
      ['seniority', 20, 20],
      ['engagement', 0, 35],
      ['recency', 0, 15],
    ]);
    const again = await read(client, created.body.id);
    expect(again.score).toBe(50);
    expect(again.scoreFactors?.find((f) => f.key === 'seniority')?.detail).toBe(
      'Owner or executive: Co-Founder & CEO',
    );
    // Lists carry the score only; the detail reads the explanation.
    const page = await client.get<ContactPage>('/api/contacts?limit=50');
    const listed = page.body.items.find((c) => c.id === created.body.id);
    expect(listed?.score).toBe(50);
    expect(listed).not.toHaveProperty('scoreFactors');

    // A bare contact scores the spec's default, 0.
    const bare = await client.post<Contact>('/api/contacts', {
      name: 'Bare Lead',
      email: `bare-${Date.now()}@x.in`,
    });
    expect(bare.body.score).toBe(0);
    expect(bare.body.scoreFactors?.every((f) => f.points === 0)).toBe(true);
  });

  it('scores imported leads as it creates them, keeping a score column as a hand adjustment', async () => {
    const stamp = Date.now();
    const imported = await client.post('/api/contacts/import', {
      type: 'csv',
      data: [
        'name,email,title,source,score',
        `Imp One,imp1-${stamp}@x.in,VP Sales,event,`,
        `Imp Two,imp2-${stamp}@x.in,VP Sales,event,90`,
      ].join('\n'),
    });
    expect(imported.status).toBe(200);
    const items = (await client.get<ContactPage>('/api/contacts?limit=100')).body.items;
    const one = items.find((c) => c.email === `imp1-${stamp}@x.in`);
    // title 3 + event 12 + VP 15
    expect(one?.score).toBe(30);
    const two = items.find((c) => c.email === `imp2-${stamp}@x.in`);
    expect(two?.score).toBe(90);
    const detail = await read(client, two?.id ?? '');
    expect(points(detail, 'adjustment')).toBe(60);
  });

  it('recomputes through the queue when a call is logged and a deal moves, and counts it qualified', async () => {
    const me = await signIn();
    const contact = (await me.post<Contact>('/api/contacts', founder())).body;
    const qualified = async () =>
      (await me.get<AnalyticsSummary>('/api/analytics/summary')).body.qualifiedLeads;
    expect(await qualified()).toBe(0);

    const call = await me.post(`/api/contacts/${contact.id}/activities`, {
      type: 'call',
      subject: 'Intro call',
      outcome: 'Interested',
      duration: 300,
    });
    expect(call.status).toBe(201);
    // 50 + call 2 + interested 8 + contacted today 15
    await expect.poll(async () => (await read(me, contact.id)).score, WAIT).toBe(75);
    const called = await read(me, contact.id);
    expect(points(called, 'engagement')).toBe(10);
    expect(points(called, 'recency')).toBe(15);
    expect(called.scoreFactors?.find((f) => f.key === 'engagement')?.detail).toBe(
      '1 call; call outcomes: interested ×1',
    );
    await expect.poll(qualified, WAIT).toBe(1);

    const deal = (
      await me.post<Deal>('/api/deals', {
        title: 'Spice exports',
        contactId: contact.id,
        stage: 'proposal',
      })
    ).body;
    await expect.poll(async () => (await read(me, contact.id)).score, WAIT).toBe(87);

    // Lost: the deal no longer speaks for the lead, and it is no longer qualified... until won.
    await me.put(`/api/deals/${deal.id}`, { stage: 'lost' });
    await expect.poll(async () => (await read(me, contact.id)).score, WAIT).toBe(75);
    await me.put(`/api/deals/${deal.id}`, { stage: 'won' });
    await expect.poll(async () => (await read(me, contact.id)).score, WAIT).toBe(91);
    await me.delete(`/api/deals/${deal.id}`);
    await expect.poll(async () => (await read(me, contact.id)).score, WAIT).toBe(75);
    expect(await qualified()).toBe(1);
  });

  it('keeps a score typed by hand through later recomputations', async () => {
    const contact = (await client.post<Contact>('/api/contacts', founder())).body;
    const typed = await client.put<Contact>(`/api/contacts/${contact.id}`, { score: 30 });
    expect(typed.status).toBe(200);
    expect(typed.body.score).toBe(30);
    expect(points(typed.body, 'adjustment')).toBe(-20);

    // An edit that sends the same score, or none, keeps it; a note moves it from there.
    const same = await client.put<Contact>(`/api/contacts/${contact.id}`, {
      ...typed.body,
      notes: 'Still keen',
    });
    expect(same.body.score).toBe(30);
    const { score: _score, ...withoutScore } = same.body;
    expect(
      (await client.put<Contact>(`/api/contacts/${contact.id}`, withoutScore)).body.score,
    ).toBe(30);
    await client.post(`/api/contacts/${contact.id}/activities`, {
      type: 'note',
      subject: 'Sent brochure',
    });
    // + note 2 + contacted today 15, the hand adjustment still -20
    await expect.poll(async () => (await read(client, contact.id)).score, WAIT).toBe(47);
    const after = await read(client, contact.id);
    expect(after.scoreFactors?.at(-1)).toMatchObject({
      key: 'adjustment',
      label: 'Adjusted by hand',
      points: -20,
    });
  });

  it('keeps the factors from another organization', async () => {
    const contact = (await client.post<Contact>('/api/contacts', founder())).body;
    const stranger = await signIn();
    const response = await stranger.get(`/api/contacts/${contact.id}`);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain('scoreFactors');
    // Nor can it move the score by logging on it.
    const logged = await stranger.post(`/api/contacts/${contact.id}/activities`, {
      type: 'call',
      subject: 'x',
      outcome: 'interested',
    });
    expect(logged.status).toBe(404);
    expect((await read(client, contact.id)).score).toBe(50);
  });

  it('changes nothing when a message comes again, late, or for a contact gone', async () => {
    const contact = (await client.post<Contact>('/api/contacts', founder())).body;
    await client.post(`/api/contacts/${contact.id}/activities`, {
      type: 'call',
      subject: 'Call',
      outcome: 'callback',
    });
    // 50 + call 2 + callback 5 + today 15
    await expect.poll(async () => (await read(client, contact.id)).score, WAIT).toBe(72);
    const before = await read(client, contact.id);
    const message = { organizationId: contact.organizationId, contactId: contact.id };
    expect(await runWorker(leadScoreWorker, QUEUE, [message, message])).toEqual([]);
    const after = await read(client, contact.id);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.score).toBe(72);
    expect(after.scoreFactors).toEqual(before.scoreFactors);

    await client.delete(`/api/contacts/${contact.id}`);
    expect(await runWorker(leadScoreWorker, QUEUE, [message])).toEqual([]);
    expect((await client.get(`/api/contacts/${contact.id}`)).status).toBe(404);
    // A malformed message fails on its own, and the queue's DLQ keeps it.
    expect(await runWorker(leadScoreWorker, QUEUE, [{ contactId: 1 }])).toHaveLength(1);
  });
});
