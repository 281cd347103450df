import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import type { Report } from '@salesflow/shared/reports/report';
import { describe, expect, it } from 'vitest';
import { ageContact } from '../support/aging';
import { type ApiClient, signIn } from '../support/api-client';
import { daysAgo } from '../support/dates';
import { settleProjections } from '../support/projections';
import { seedHotLeads } from '../support/seed-hot-leads';

const insights = async (client: ApiClient) =>
  (await client.get<AiInsight[]>('/api/ai-insights')).body;
const ofKind = async (client: ApiClient, kind: AiInsight['kind']) =>
  (await insights(client)).find((insight) => insight.kind === kind);

let n = 0;
const addContact = async (client: ApiClient, fields: Record<string, unknown>) =>
  (
    await client.post<Contact>('/api/contacts', {
      name: `Lead ${n}`,
      email: `lead-${n++}-${Date.now()}@insights.in`,
      ...fields,
    })
  ).body;

describe('hot leads not contacted for a week', () => {
  it('are counted, the longest wait named, and leave the list once reached', async () => {
    const client = await signIn();
    const never = await addContact(client, { name: 'Aarav Never', status: 'hot' });
    const stale = await addContact(client, { name: 'Bina Stale', status: 'hot' });
    const recent = await addContact(client, { name: 'Chirag Recent', status: 'hot' });
    const cold = await addContact(client, { name: 'Dev Cold', status: 'cold' });
    expect(await ofKind(client, 'hotLeadsWaiting')).toBeUndefined();

    await ageContact(never, { createdAt: daysAgo(10) });
    await ageContact(stale, { createdAt: daysAgo(30), lastContactedAt: daysAgo(8) });
    await ageContact(recent, { createdAt: daysAgo(30), lastContactedAt: daysAgo(2) });
    await ageContact(cold, { createdAt: daysAgo(40) });

    expect(await ofKind(client, 'hotLeadsWaiting')).toEqual({
      kind: 'hotLeadsWaiting',
      type: 'warning',
      title: '2 hot leads waiting',
      message:
        'No call, email, WhatsApp message or note for a week or more. Aarav Never has waited longest: 10 days.',
      action: 'Call Aarav Never',
      link: `/app/contacts?contact=${never.id}`,
    });

    // A call reaches Aarav: Bina is left, waiting since her last contact.
    const call = await client.post<{ createdAt: string }>(`/api/contacts/${never.id}/activities`, {
      type: 'call',
      subject: 'Intro call',
      duration: 120,
    });
    expect(call.status).toBe(201);
    const reached = (await client.get<Contact>(`/api/contacts/${never.id}`)).body;
    expect(reached.lastContactedAt).toBe(call.body.createdAt);
    expect(await ofKind(client, 'hotLeadsWaiting')).toMatchObject({
      title: '1 hot lead waiting',
      message: 'Bina Stale has had no call, email, WhatsApp message or note for 8 days.',
      action: 'Call Bina Stale',
    });

    // No longer hot: no longer waiting.
    await client.put(`/api/contacts/${stale.id}`, { status: 'warm' });
    expect(await ofKind(client, 'hotLeadsWaiting')).toBeUndefined();
    // Hot again, still not contacted: back on the list.
    await client.put(`/api/contacts/${stale.id}`, { status: 'hot' });
    expect((await ofKind(client, 'hotLeadsWaiting'))?.title).toBe('1 hot lead waiting');
  });

  it('are reached by a note as by a call; an edit keeps the last contact', async () => {
    const client = await signIn();
    const lead = await addContact(client, { name: 'Esha Note', status: 'hot' });
    await ageContact(lead, { createdAt: daysAgo(9) });
    expect((await ofKind(client, 'hotLeadsWaiting'))?.title).toBe('1 hot lead waiting');

    const note = await client.post<{ createdAt: string }>(`/api/contacts/${lead.id}/activities`, {
      type: 'note',
      subject: 'Sent the brochure',
    });
    expect(note.status).toBe(201);
    expect(await ofKind(client, 'hotLeadsWaiting')).toBeUndefined();
    const edited = await client.put<Contact>(`/api/contacts/${lead.id}`, { score: 90 });
    expect(edited.body.lastContactedAt).toBe(note.body.createdAt);
    expect((await client.get<Contact>(`/api/contacts/${lead.id}`)).body.lastContactedAt).toBe(
      note.body.createdAt,
    );
  });

  it('say 1,000+ past a thousand', async () => {
    const client = await signIn();
    const { organizationId, id } = (await client.get<AuthUser>('/api/auth/user')).body;
    await seedHotLeads(organizationId, id, 1001, daysAgo(8));
    const insight = await ofKind(client, 'hotLeadsWaiting');
    expect(insight?.title).toBe('1,000+ hot leads waiting');
    expect(insight?.message).toMatch(/Seeded Lead 0 has waited longest: 8 days\.$/);
  });

  it('exactly a thousand are counted exactly', async () => {
    const client = await signIn();
    const { organizationId, id } = (await client.get<AuthUser>('/api/auth/user')).body;
    await seedHotLeads(organizationId, id, 1000, daysAgo(8));
    expect((await ofKind(client, 'hotLeadsWaiting'))?.title).toBe('1,000 hot leads waiting');
  });
});

describe('the best lead source this month', () => {
  it('names the source of the most new leads, counted as Total Leads and the reports count them', async () => {
    const client = await signIn();
    const first = await addContact(client, { source: 'referral' });
    const second = await addContact(client, { source: 'referral' });
    await addContact(client, { source: 'website' });
    await addContact(client, {});
    // New leads are counted from the table's stream.
    await settleProjections();
    const expected = {
      kind: 'bestSource',
      type: 'success',
      title: 'Best lead source this month: Referral',
      message: 'Referral brought 2 of your 4 new leads this month (50%).',
      action: 'View Contacts',
      link: '/app/contacts',
    };
    expect(await ofKind(client, 'bestSource')).toEqual(expected);

    // A deleted lead is no new lead, and a corrected source counts as corrected: the insight
    // never names more new leads than Total Leads shows, and agrees with the reports.
    expect((await client.delete(`/api/contacts/${first.id}`)).status).toBe(204);
    expect((await client.put(`/api/contacts/${second.id}`, { source: 'event' })).status).toBe(200);
    await settleProjections();
    expect(await ofKind(client, 'bestSource')).toEqual({
      ...expected,
      title: 'Best lead source this month: Website',
      message: 'Website brought 1 of your 3 new leads this month (33.3%).',
    });
    const metrics = (await client.get<DashboardMetrics>('/api/dashboard/metrics')).body;
    expect(metrics.totalLeads).toBe(3);
    const report = (await client.get<Report>('/api/reports?type=leads&range=30d')).body;
    expect(report.cards.newContactsThisMonth).toBe(3);
    expect(report.sources.find((s) => s.source === 'website')?.count).toBe(1);
    expect(report.sources.find((s) => s.source === 'referral')).toBeUndefined();
  });
});

describe('the dashboard insights', () => {
  it('come most actionable first', async () => {
    const client = await signIn();
    const lead = await addContact(client, { status: 'hot', source: 'event', score: 90 });
    await ageContact(lead, { createdAt: daysAgo(8) });
    await client.post('/api/deals', { title: 'Won', value: '100', stage: 'won' });
    await client.post('/api/deals', { title: 'Open', value: '100' });
    await settleProjections();
    expect((await insights(client)).map((i) => i.kind)).toEqual([
      'hotLeadsWaiting',
      'bestSource',
      'pipeline',
      'leadQuality',
      'winRate',
      'dealSize',
    ]);
  });

  it('never show another organization’s hot leads', async () => {
    const busy = await signIn();
    const lead = await addContact(busy, { status: 'hot', source: 'website' });
    await ageContact(lead, { createdAt: daysAgo(20) });
    expect((await ofKind(busy, 'hotLeadsWaiting'))?.title).toBe('1 hot lead waiting');

    const other = await signIn();
    await addContact(other, { status: 'hot' });
    await settleProjections();
    const seen = await insights(other);
    expect(seen.map((i) => i.kind)).toEqual(['gettingStarted', 'leadQuality']);
    expect(JSON.stringify(seen)).not.toContain(lead.id);
  });
});
