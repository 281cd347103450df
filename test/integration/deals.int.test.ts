import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal, DealPage } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';

describe('deals API', () => {
  let alice: ApiClient;
  let contact: Contact;

  beforeAll(async () => {
    alice = await signIn();
    contact = (
      await alice.post<Contact>('/api/contacts', {
        name: 'Nikhil Rao',
        email: `nikhil-${Date.now()}@raoindustries.in`,
        company: 'Rao Industries',
      })
    ).body;
  });

  it('creates a deal with the defaults and exact money', async () => {
    const created = await alice.post<Deal>('/api/deals', {
      title: 'Annual licence',
      value: '1999.99',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Annual licence',
      value: '1999.99',
      stage: 'prospecting',
      probability: 50,
      contactId: null,
      expectedCloseDate: null,
      description: null,
    });
    const zero = await alice.post<Deal>('/api/deals', { title: 'No value yet' });
    expect(zero.body.value).toBe('0.00');
  });

  it('links a contact of the organization and keeps its name and company beside the deal', async () => {
    const created = await alice.post<Deal>('/api/deals', {
      title: 'Forklift fleet',
      contactId: contact.id,
      value: 45000.5,
      stage: 'proposal',
      probability: 70,
      expectedCloseDate: '2027-03-05',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contactId: contact.id,
      contactName: 'Nikhil Rao',
      contactCompany: 'Rao Industries',
      value: '45000.50',
      expectedCloseDate: '2027-03-05',
    });
    const contactDeals = await alice.get<Deal[]>(`/api/contacts/${contact.id}/deals`);
    expect(contactDeals.body.map((d) => d.id)).toContain(created.body.id);
  });

  it('refuses a contact of another organization with 400', async () => {
    const bob = await signIn();
    const bobs = (
      await bob.post<Contact>('/api/contacts', { name: 'B', email: `b-${Date.now()}@x.in` })
    ).body;
    const response = await alice.post<ErrorBody>('/api/deals', {
      title: 'Steal',
      contactId: bobs.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { field: 'contactId', message: 'Choose a contact of your organization' },
    ]);
  });

  it('changes only what a PUT sends: the board sends just the stage', async () => {
    const deal = (
      await alice.post<Deal>('/api/deals', {
        title: 'Solar panels',
        value: '1200',
        probability: 30,
      })
    ).body;
    const moved = await alice.put<Deal>(`/api/deals/${deal.id}`, { stage: 'closing' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      title: 'Solar panels',
      value: '1200.00',
      probability: 30,
      stage: 'closing',
    });
    const back = await alice.put<Deal>(`/api/deals/${deal.id}`, { stage: 'prospecting' });
    expect(back.body.stage).toBe('prospecting');
  });

  it('answers 400 with field errors, 404 for unknown ids, never 500', async () => {
    const bad = await alice.post<ErrorBody>('/api/deals', {
      title: '',
      value: '12.345',
      stage: 'closed-won',
      probability: 150,
      expectedCloseDate: 'soon',
    });
    expect(bad.status).toBe(400);
    expect((bad.body.error.details ?? []).map((d) => d.field).sort()).toEqual([
      'expectedCloseDate',
      'probability',
      'stage',
      'title',
      'value',
    ]);
    expect((await alice.put('/api/deals/01NOPE0000000000000000000', { stage: 'won' })).status).toBe(
      404,
    );
    expect((await alice.delete('/api/deals/01NOPE0000000000000000000')).status).toBe(404);
  });

  it('lists pages, searches title and contact, filters by stage', async () => {
    const me = await signIn();
    const c = (
      await me.post<Contact>('/api/contacts', {
        name: 'Zara Khan',
        email: `z-${Date.now()}@x.in`,
        company: 'Khan Foods',
      })
    ).body;
    await me.post('/api/deals', { title: 'Cold storage', contactId: c.id, stage: 'qualification' });
    await me.post('/api/deals', { title: 'Delivery vans', stage: 'won', value: '5000' });
    await me.post('/api/deals', { title: 'Kitchen fit-out', stage: 'qualification' });
    const byContact = await me.get<DealPage>('/api/deals?limit=10&search=khan%20foods');
    expect(byContact.body.items.map((d) => d.title)).toEqual(['Cold storage']);
    const byName = await me.get<DealPage>('/api/deals?limit=10&search=ZARA');
    expect(byName.body.items.map((d) => d.title)).toEqual(['Cold storage']);
    const qualification = await me.get<DealPage>('/api/deals?limit=10&stage=qualification');
    expect(qualification.body.items.map((d) => d.title)).toEqual([
      'Kitchen fit-out',
      'Cold storage',
    ]);
    const array = await me.get<Deal[]>('/api/deals');
    expect(array.body).toHaveLength(3);
    // The summary's counters are derived from the table's stream.
    await settleProjections();
    const summary = await me.get<DealSummary>('/api/deals/summary');
    expect(summary.body).toMatchObject({
      totalDeals: 3,
      activeDeals: 2,
      wonValue: 5000,
      pipelineValue: 0,
    });
    expect(summary.body.byStage.qualification).toEqual({ count: 2, value: 0 });
  });

  it('is scoped to the organization on every route', async () => {
    const stranger = await signIn();
    const deal = (await alice.post<Deal>('/api/deals', { title: 'Private', value: '10' })).body;
    expect((await stranger.put(`/api/deals/${deal.id}`, { stage: 'won' })).status).toBe(404);
    expect((await stranger.delete(`/api/deals/${deal.id}`)).status).toBe(404);
    expect((await stranger.get<Deal[]>('/api/deals')).body).toEqual([]);
    expect((await stranger.get<DealPage>('/api/deals?limit=5&search=private')).body.items).toEqual(
      [],
    );
    await settleProjections();
    expect((await stranger.get<DealSummary>('/api/deals/summary')).body.totalDeals).toBe(0);
    expect((await stranger.get(`/api/contacts/${contact.id}/deals`)).status).toBe(404);
    const mine = await alice.get<Deal[]>('/api/deals');
    expect(mine.body.find((d) => d.id === deal.id)?.stage).toBe('prospecting');
  });
});
