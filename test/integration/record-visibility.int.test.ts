import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { Deal, DealPage } from '@salesflow/shared/deals/deal.schema';
import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageContact, setCloseDate } from '../support/aging';
import { type ApiClient, signIn } from '../support/api-client';
import { dayFromToday, daysAgo } from '../support/dates';
import { settleProjections } from '../support/projections';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
const tag = () => randomUUID().slice(0, 8);

/**
 * Who sees which contacts: everyone everything by default; with "own", a member sees the leads
 * assigned to them and the unassigned ones, in lists, search, counts and single reads and writes,
 * while managers and above still see everything.
 */
describe('record visibility', () => {
  let owner: ApiClient;
  let admin: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let colleague: ApiClient;
  let memberId: string;
  const word = `zebu${tag()}`;
  let mine: Contact;
  let theirs: Contact;
  let ownersLead: Contact;
  let unassigned: Contact;

  const add = async (client: ApiClient, name: string) => {
    const response = await client.post<Contact>('/api/contacts', {
      name: `${name} ${word}`,
      email: `${randomUUID()}@lead.in`,
      score: 80,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const setVisibility = async (recordVisibility: 'all' | 'own') =>
    expect((await admin.put('/api/team/settings', { recordVisibility })).status).toBe(200);
  const listed = async (client: ApiClient, query = '') => {
    // A search reads the words, and a holder filter or "own" the leads index and its counts, all
    // projected from the table's stream.
    await settleProjections();
    const response = await client.get<ContactPage>(`/api/contacts?limit=200${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const ids = (page: ContactPage) => page.items.map((c) => c.id).sort();

  beforeAll(async () => {
    owner = await signIn();
    const organizationId = (await me(owner)).organizationId;
    admin = await signInAsMember(organizationId, 'admin');
    manager = await signInAsMember(organizationId, 'manager');
    member = await signInAsMember(organizationId, 'member');
    colleague = await signInAsMember(organizationId, 'member');
    memberId = (await me(member)).id;
    mine = await add(member, 'Mine');
    theirs = await add(colleague, 'Theirs');
    ownersLead = await add(owner, 'Owners');
    const imported = await owner.post<{ success: number }>('/api/contacts/import', {
      type: 'manual',
      data: `Pool ${word} - pool-${tag()}@lead.in`,
    });
    expect(imported.body.success).toBe(1);
    unassigned = (await listed(owner, '&assignedTo=none')).items[0] as Contact;
    expect(unassigned.assignedTo).toBeNull();
  });

  it('by default shows every member every record, and a lead one adds is theirs', async () => {
    expect(mine.assignedTo).toBe(memberId);
    const page = await listed(member);
    expect(page.total).toBe(4);
    expect(ids(page)).toEqual([mine.id, theirs.id, ownersLead.id, unassigned.id].sort());
    expect((await member.get(`/api/contacts/${theirs.id}`)).status).toBe(200);
  });

  it('with "own", shows a member their leads and the unassigned ones, and counts only those', async () => {
    await setVisibility('own');
    try {
      const page = await listed(member);
      expect(ids(page)).toEqual([mine.id, unassigned.id].sort());
      expect(page.total).toBe(2);
      const search = await listed(member, `&search=${word}`);
      expect(ids(search)).toEqual([mine.id, unassigned.id].sort());
      expect(search.total).toBe(2);
      const array = await member.get<Contact[]>('/api/contacts');
      expect(array.body.map((c) => c.id).sort()).toEqual([mine.id, unassigned.id].sort());
      expect(array.headers.get('x-total-count')).toBe('2');
      expect(ids(await listed(member, '&assignedTo=me'))).toEqual([mine.id]);
      expect(ids(await listed(member, '&assignedTo=none'))).toEqual([unassigned.id]);
      const colleagueId = theirs.assignedTo as string;
      expect((await listed(member, `&assignedTo=${colleagueId}`)).items).toEqual([]);
    } finally {
      await setVisibility('all');
    }
  });

  it('with "own", answers 404 to a member for another member’s lead, to read, change or delete', async () => {
    await setVisibility('own');
    try {
      const path = `/api/contacts/${theirs.id}`;
      expect((await member.get(path)).status).toBe(404);
      expect((await member.put(path, { name: 'Taken' })).status).toBe(404);
      expect((await member.request('DELETE', path)).status).toBe(404);
      expect((await member.get(`${path}/activities`)).status).toBe(404);
      expect((await member.post(`${path}/activities`, { type: 'note', subject: 'x' })).status).toBe(
        404,
      );
      expect((await member.get(`${path}/deals`)).status).toBe(404);
      // Their own and the unassigned ones they may work.
      expect((await member.put(`/api/contacts/${mine.id}`, { notes: 'Called' })).status).toBe(200);
      expect((await member.get(`/api/contacts/${unassigned.id}`)).status).toBe(200);
      // Nothing of theirs changed.
      expect((await owner.get<Contact>(path)).body.name).toBe(theirs.name);
    } finally {
      await setVisibility('all');
    }
  });

  it('with "own", still shows managers and above everything', async () => {
    await setVisibility('own');
    try {
      for (const client of [manager, admin, owner]) {
        const page = await listed(client);
        expect(page.total).toBe(4);
        expect((await client.get(`/api/contacts/${theirs.id}`)).status).toBe(200);
      }
    } finally {
      await setVisibility('all');
    }
  });

  it('takes effect at once when the setting changes back', async () => {
    await setVisibility('own');
    expect((await listed(member)).total).toBe(2);
    await setVisibility('all');
    expect((await listed(member)).total).toBe(4);
  });

  it('moves a lead and its counts when it is handed over', async () => {
    const lead = await add(colleague, 'Handed');
    await setVisibility('own');
    try {
      const before = await listed(member);
      expect(before.items.map((c) => c.id)).not.toContain(lead.id);
      const assigned = await manager.post('/api/team/assign-lead', {
        contactId: lead.id,
        assignedTo: memberId,
      });
      expect(assigned.status).toBe(201);
      const after = await listed(member);
      expect(after.items.map((c) => c.id)).toContain(lead.id);
      expect(after.total).toBe(before.total + 1);
      expect((await listed(colleague, '&assignedTo=me')).items.map((c) => c.id)).not.toContain(
        lead.id,
      );
      // A search finds it for its new holder, not its old one.
      const found = await listed(member, '&search=handed');
      expect(found.items.map((c) => c.id)).toContain(lead.id);
      const lost = await listed(colleague, '&search=handed');
      expect(lost.items.map((c) => c.id)).not.toContain(lead.id);
    } finally {
      await setVisibility('all');
    }
  });

  it('with "own", shows a member the deals of the leads they see, and their own deals', async () => {
    const deal = async (client: ApiClient, title: string, contactId: string | null) => {
      const response = await client.post<Deal>('/api/deals', {
        title: `${title} ${word}`,
        value: '1000',
        stage: 'proposal',
        ...(contactId ? { contactId } : {}),
      });
      expect(response.status).toBe(201);
      return response.body;
    };
    const onMine = await deal(owner, 'On mine', mine.id);
    const onTheirs = await deal(owner, 'On theirs', theirs.id);
    const onPool = await deal(owner, 'On pool', unassigned.id);
    const loose = await deal(member, 'Loose', null);
    const ownersLoose = await deal(owner, 'Owners loose', null);
    // A member's lists read their holders' entries, which follow from the table's stream.
    await settleProjections();
    await setVisibility('own');
    try {
      const visible = [onMine.id, onPool.id, loose.id].sort();
      const listed = async (query: string) =>
        (await member.get<DealPage>(`/api/deals?limit=100${query}`)).body.items
          .map((d) => d.id)
          .filter((id) => [onMine, onTheirs, onPool, loose, ownersLoose].some((d) => d.id === id))
          .sort();
      expect(await listed('')).toEqual(visible);
      expect(await listed('&stage=proposal')).toEqual(visible);
      expect(await listed(`&search=${word}`)).toEqual(visible);
      const array = await member.get<Deal[]>('/api/deals');
      expect(array.body.map((d) => d.id)).not.toContain(onTheirs.id);
      for (const hidden of [onTheirs, ownersLoose]) {
        expect((await member.put(`/api/deals/${hidden.id}`, { stage: 'won' })).status).toBe(404);
        expect((await member.request('DELETE', `/api/deals/${hidden.id}`)).status).toBe(404);
      }
      expect((await member.put(`/api/deals/${onPool.id}`, { probability: 60 })).status).toBe(200);
      // A deal on a lead they cannot see is refused like one on another organization's.
      const refused = await member.post<{ error: { details?: { field: string }[] } }>(
        '/api/deals',
        { title: 'Sneaky', contactId: theirs.id },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.details?.[0]?.field).toBe('contactId');
      // Managers still see them all.
      const all = (await manager.get<DealPage>('/api/deals?limit=100')).body.items.map((d) => d.id);
      expect(all).toEqual(expect.arrayContaining([onTheirs.id, ownersLoose.id]));
    } finally {
      await setVisibility('all');
    }
  });

  it('with "own", counts a member’s dashboard from what they see', async () => {
    const fresh = await signIn();
    const organizationId = (await me(fresh)).organizationId;
    const boss = await signInAsMember(organizationId, 'admin');
    const seller = await signInAsMember(organizationId, 'member');
    const other = await signInAsMember(organizationId, 'member');
    const lead = async (client: ApiClient) =>
      (
        await client.post<Contact>('/api/contacts', {
          name: `Counted ${tag()}`,
          email: `${randomUUID()}@lead.in`,
        })
      ).body;
    const sellers = await lead(seller);
    await lead(other);
    await lead(other);
    await seller.post('/api/deals', { title: 'Mine', value: '500', contactId: sellers.id });
    await other.post('/api/deals', { title: 'Theirs', value: '900' });
    // The contacts' counts follow from the table's stream.
    const metrics = async (client: ApiClient) => {
      await settleProjections();
      return (await client.get<DashboardMetrics>('/api/dashboard/metrics')).body;
    };
    expect(await metrics(seller)).toMatchObject({ totalLeads: 3, activeDeals: 2 });
    await boss.put('/api/team/settings', { recordVisibility: 'own' });
    expect(await metrics(seller)).toMatchObject({ totalLeads: 1, activeDeals: 1 });
    expect(await metrics(other)).toMatchObject({ totalLeads: 2, activeDeals: 1 });
    expect(await metrics(boss)).toMatchObject({ totalLeads: 3, activeDeals: 2 });
    // A lead handed over takes its deal along (through the queue) and its count at once.
    const otherId = (await me(other)).id;
    await boss.post('/api/team/assign-lead', { contactId: sellers.id, assignedTo: otherId });
    expect((await metrics(seller)).totalLeads).toBe(0);
    await expect
      .poll(async () => (await metrics(other)).activeDeals, { timeout: 15_000, interval: 300 })
      .toBe(2);
    expect(await metrics(seller)).toMatchObject({ totalLeads: 0, activeDeals: 0 });
    expect((await seller.get<Deal[]>('/api/deals')).body).toEqual([]);
  });

  it('with "own", names in a member’s insights only the hot leads and late deals they see', async () => {
    const fresh = await signIn();
    const organizationId = (await me(fresh)).organizationId;
    const boss = await signInAsMember(organizationId, 'admin');
    const seller = await signInAsMember(organizationId, 'member');
    const other = await signInAsMember(organizationId, 'member');
    const hotLead = async (client: ApiClient, name: string) => {
      const contact = (
        await client.post<Contact>('/api/contacts', {
          name,
          email: `${randomUUID()}@lead.in`,
          status: 'hot',
        })
      ).body;
      await ageContact(contact, { createdAt: daysAgo(9) });
      return contact;
    };
    const late = async (client: ApiClient, title: string) => {
      const deal = (await client.post<Deal>('/api/deals', { title, value: '100' })).body;
      await setCloseDate(deal, dayFromToday(-3));
    };
    await hotLead(seller, 'Seller Hot');
    await hotLead(other, 'Other Hot One');
    await hotLead(other, 'Other Hot Two');
    await late(seller, 'Seller late');
    await late(other, 'Other late');
    await late(other, 'Other late again');
    type Insight = { kind: string; title: string };
    const insights = async (client: ApiClient) =>
      (await client.get<Insight[]>('/api/ai-insights')).body;
    const titleOf = (list: Insight[], kind: string) => list.find((i) => i.kind === kind)?.title;
    expect(titleOf(await insights(seller), 'hotLeadsWaiting')).toBe('3 hot leads waiting');
    await boss.put('/api/team/settings', { recordVisibility: 'own' });
    const sellers = await insights(seller);
    expect(titleOf(sellers, 'hotLeadsWaiting')).toBe('1 hot lead waiting');
    expect(titleOf(sellers, 'pastDueDeals')).toMatch(/^1 deal/);
    const others = await insights(other);
    expect(titleOf(others, 'hotLeadsWaiting')).toBe('2 hot leads waiting');
    expect(titleOf(others, 'pastDueDeals')).toMatch(/^2 deals/);
    expect(titleOf(await insights(boss), 'hotLeadsWaiting')).toBe('3 hot leads waiting');
  });

  it('with "own", pages a member through the late deals they see, most overdue first', async () => {
    const fresh = await signIn();
    const organizationId = (await me(fresh)).organizationId;
    const boss = await signInAsMember(organizationId, 'admin');
    const seller = await signInAsMember(organizationId, 'member');
    const other = await signInAsMember(organizationId, 'member');
    const imported = await fresh.post<{ success: number }>('/api/contacts/import', {
      type: 'manual',
      data: `Pooled Lead - pooled-${tag()}@lead.in`,
    });
    expect(imported.body.success).toBe(1);
    // The unassigned leads' index follows from the table's stream.
    await settleProjections();
    const pooled = (await fresh.get<ContactPage>('/api/contacts?assignedTo=none&limit=1')).body
      .items[0] as Contact;
    const late = async (client: ApiClient, title: string, daysLate: number, contactId?: string) => {
      const deal = (
        await client.post<Deal>('/api/deals', {
          title,
          value: '100',
          ...(contactId ? { contactId } : {}),
        })
      ).body;
      await setCloseDate(deal, dayFromToday(-daysLate));
      return deal;
    };
    const a = await late(seller, 'Seller four days', 4);
    const b = await late(fresh, 'Pooled six days', 6, pooled.id);
    const c = await late(seller, 'Seller two days', 2);
    await late(other, 'Other five days', 5);
    await boss.put('/api/team/settings', { recordVisibility: 'own' });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const query: string = `/api/deals?due=past&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: DealPage = (await seller.get<DealPage>(query)).body;
      seen.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual([b.id, a.id, c.id]);
  });

  it('refuses a bad assignee filter', async () => {
    expect((await member.get('/api/contacts?assignedTo=a%20b')).status).toBe(400);
  });
});
