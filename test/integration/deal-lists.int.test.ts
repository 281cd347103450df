import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dealKey, fromDealItem } from '@salesflow/functions/modules/deals/deal.entity';
import { dealListRows } from '@salesflow/functions/modules/deals/deal-list.entity';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal, DealPage } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealListRowsMigration } from '../../infra/migrations/deal-list-rows';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';

beforeAll(useLocalStackFromTests);

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const addDeal = async (client: ApiClient, fields: Record<string, unknown>) => {
  const response = await client.post<Deal>('/api/deals', {
    title: `Deal ${randomUUID().slice(0, 6)}`,
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const titles = async (client: ApiClient, query: string) => {
  const response = await client.get<DealPage>(`/api/deals?limit=50&${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items.map((deal) => deal.title);
};

/** Every page of a list, `limit` at a time. */
const allPages = async (client: ApiClient, query: string, limit: number) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const response: { status: number; body: DealPage } = await client.get<DealPage>(
      `/api/deals?limit=${limit}&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(response.status).toBe(200);
    seen.push(...response.body.items.map((deal) => deal.title));
    cursor = response.body.nextCursor;
    if (!cursor) break;
  }
  return seen;
};

describe('deal lists that sort and filter', () => {
  let owner: ApiClient;

  beforeAll(async () => {
    owner = await signIn();
    const deals: [string, string, string, number, string | null][] = [
      ['Mill looms', '250000', 'proposal', 60, '2027-01-20'],
      ['Dye vats', '90000', 'prospecting', 20, '2027-02-15'],
      ['Yarn contract', '1200000', 'closing', 90, '2027-01-05'],
      ['Spare parts', '15000.50', 'won', 100, '2027-01-02'],
      ['Boiler service', '40000', 'lost', 0, null],
      ['Cotton bales', '500000', 'proposal', 70, null],
    ];
    for (const [title, value, stage, probability, expectedCloseDate] of deals) {
      await addDeal(owner, { title, value, stage, probability, expectedCloseDate });
    }
    await settleProjections();
  });

  it('sorts by value, probability and close date, either way', async () => {
    expect(await titles(owner, 'sort=-value')).toEqual([
      'Yarn contract',
      'Cotton bales',
      'Mill looms',
      'Dye vats',
      'Boiler service',
      'Spare parts',
    ]);
    expect((await titles(owner, 'sort=probability')).slice(0, 3)).toEqual([
      'Boiler service',
      'Dye vats',
      'Mill looms',
    ]);
    // Soonest first, deals without a date last.
    expect(await titles(owner, 'sort=expectedCloseDate')).toEqual([
      'Spare parts',
      'Yarn contract',
      'Mill looms',
      'Dye vats',
      ...['Boiler service', 'Cotton bales'].sort(),
    ]);
    expect((await titles(owner, 'sort=createdAt'))[0]).toBe('Mill looms');
    expect((await titles(owner, ''))[0]).toBe('Cotton bales');
  });

  it('filters by stages, value and close date in any combination', async () => {
    expect(await titles(owner, 'stage=proposal,closing&sort=-value')).toEqual([
      'Yarn contract',
      'Cotton bales',
      'Mill looms',
    ]);
    expect(await titles(owner, 'minValue=40000&maxValue=250000&sort=value')).toEqual([
      'Boiler service',
      'Dye vats',
      'Mill looms',
    ]);
    expect(await titles(owner, 'minValue=100000&sort=-probability')).toEqual([
      'Yarn contract',
      'Cotton bales',
      'Mill looms',
    ]);
    expect(
      await titles(owner, 'closeFrom=2027-01-03&closeTo=2027-01-31&sort=expectedCloseDate'),
    ).toEqual(['Yarn contract', 'Mill looms']);
    expect((await titles(owner, 'closeFrom=2027-01-03&sort=-value')).sort()).toEqual(
      ['Dye vats', 'Mill looms', 'Yarn contract'].sort(),
    );
    expect(await titles(owner, 'stage=proposal&minValue=300000')).toEqual(['Cotton bales']);
    // One stage alone is the board's column.
    expect((await titles(owner, 'stage=proposal')).sort()).toEqual(['Cotton bales', 'Mill looms']);
    // A search is filtered too.
    expect(await titles(owner, 'search=yarn&minValue=1000')).toEqual(['Yarn contract']);
    expect(await titles(owner, 'search=yarn&maxValue=1000')).toEqual([]);
  });

  it('pages a sorted list completely, each deal once', async () => {
    const all = await titles(owner, 'sort=-value');
    expect(await allPages(owner, 'sort=-value', 2)).toEqual(all);
    expect((await allPages(owner, 'stage=proposal,won,lost&sort=probability', 1)).length).toBe(4);
  });

  it('follows a deal’s change of stage and value', async () => {
    const deal = await addDeal(owner, { title: 'Moving deal', value: '10', stage: 'prospecting' });
    await settleProjections();
    expect(await titles(owner, 'stage=prospecting,qualification&sort=value')).toContain(
      'Moving deal',
    );
    expect(
      (await owner.put(`/api/deals/${deal.id}`, { stage: 'won', value: '9999999' })).status,
    ).toBe(200);
    await settleProjections();
    expect(await titles(owner, 'stage=prospecting,qualification&sort=value')).not.toContain(
      'Moving deal',
    );
    expect((await titles(owner, 'stage=won,lost&sort=-value'))[0]).toBe('Moving deal');
    expect((await owner.delete(`/api/deals/${deal.id}`)).status).toBeLessThan(300);
    await settleProjections();
    expect(await titles(owner, 'stage=won,lost&sort=-value')).not.toContain('Moving deal');
  });

  it('tags deals, filters by a tag in any case, and follows a change of tags', async () => {
    const client = await signIn();
    const festive = await addDeal(client, {
      title: 'Festive order',
      value: '100',
      tags: ['Diwali'],
    });
    await addDeal(client, { title: 'Export order', value: '300', tags: ['diwali', 'Export'] });
    await addDeal(client, { title: 'Plain order', value: '200' });
    expect(festive.tags).toEqual(['Diwali']);
    await settleProjections();
    expect(await titles(client, 'tag=DIWALI&sort=-value')).toEqual([
      'Export order',
      'Festive order',
    ]);
    expect(await titles(client, 'tag=export&minValue=150')).toEqual(['Export order']);
    expect(await titles(client, 'tag=diwali&stage=won')).toEqual([]);
    expect(await titles(client, 'search=order&tag=diwali&sort=value')).toHaveLength(2);

    const untagged = await client.put<Deal>(`/api/deals/${festive.id}`, { tags: [] });
    expect(untagged.status).toBe(200);
    expect(untagged.body.tags).toEqual([]);
    await settleProjections();
    expect(await titles(client, 'tag=diwali')).toEqual(['Export order']);

    const tooMany = await client.post<ErrorBody>('/api/deals', {
      title: 'Over-tagged',
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details?.[0]?.field).toBe('tags');
    const badTag = await client.get<ErrorBody>(`/api/deals?tag=${'x'.repeat(41)}`);
    expect(badTag.status).toBe(400);
    expect(badTag.body.error.details?.[0]?.field).toBe('tag');
  });

  it('filters by a deal custom field, read by its type, with the other filters', async () => {
    const made = await owner.post('/api/custom-fields', {
      entity: 'deal',
      key: 'channel',
      label: 'Channel',
      type: 'select',
      options: ['Direct', 'Partner'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const priority = await owner.post('/api/custom-fields', {
      entity: 'deal',
      key: 'urgent',
      label: 'Urgent',
      type: 'checkbox',
    });
    expect(priority.status).toBe(201);
    await addDeal(owner, {
      title: 'Partner looms',
      value: '300000',
      customFields: { channel: 'Partner', urgent: true },
    });
    await addDeal(owner, {
      title: 'Direct looms',
      value: '20000',
      customFields: { channel: 'Direct' },
    });
    await addDeal(owner, {
      title: 'Partner spares',
      value: '5000',
      customFields: { channel: 'Partner' },
    });
    await settleProjections();
    expect(await titles(owner, 'cf.channel=Partner&sort=-value')).toEqual([
      'Partner looms',
      'Partner spares',
    ]);
    expect(await titles(owner, 'cf.channel=Partner&cf.urgent=true')).toEqual(['Partner looms']);
    expect(await titles(owner, 'cf.channel=Partner&minValue=10000')).toEqual(['Partner looms']);
    // A search is filtered by it too.
    expect(await titles(owner, 'cf.channel=Direct&search=looms')).toEqual(['Direct looms']);
    // Sorted by it: the values A to Z (either way), then the deals without one, newest first,
    // page by page.
    const sorted = await allPages(owner, 'sort=cf.channel', 2);
    expect(sorted.slice(0, 3)).toEqual(['Direct looms', 'Partner looms', 'Partner spares']);
    expect(sorted.slice(3)).toEqual([
      'Cotton bales',
      'Boiler service',
      'Spare parts',
      'Yarn contract',
      'Dye vats',
      'Mill looms',
    ]);
    expect((await titles(owner, 'sort=-cf.channel&minValue=10000')).slice(0, 2)).toEqual([
      'Partner looms',
      'Direct looms',
    ]);
    const unsorted = await owner.get<ErrorBody>('/api/deals?limit=5&sort=cf.urgent');
    expect(unsorted.status).toBe(400);
    expect(unsorted.body.error.details?.[0]).toEqual({
      field: 'sort',
      message: 'Urgent is yes or no: a list does not sort by it',
    });
    for (const bad of ['cf.channel=Reseller', 'cf.nothing=1', 'cf.Bad%20Key=1']) {
      const refused = await owner.get<ErrorBody>(`/api/deals?limit=5&${bad}`);
      expect(refused.status, bad).toBe(400);
    }
    // A contact's field is not a deal's; another organization has neither.
    const stranger = await signIn();
    expect((await stranger.get('/api/deals?limit=5&cf.channel=Partner')).status).toBe(400);
  });

  it('refuses bad input with the field named', async () => {
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['minValue=abc', 'minValue'],
      ['maxValue=-5', 'maxValue'],
      ['minValue=500&maxValue=100', 'minValue'],
      ['stage=proposal,dreaming', 'stage'],
      ['closeFrom=2026-13-01', 'closeFrom'],
      ['closeFrom=2026-12-31&closeTo=2026-12-01', 'closeFrom'],
    ] as const) {
      const response = await owner.get<ErrorBody>(`/api/deals?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.details?.[0]?.field, query).toBe(field);
    }
  });

  it('shows another organization nothing, and a member only the deals of leads they see', async () => {
    const stranger = await signIn();
    expect(await titles(stranger, 'sort=-value')).toEqual([]);
    expect(await titles(stranger, 'stage=proposal&minValue=1')).toEqual([]);

    const boss = await signIn();
    const organizationId = (await me(boss)).organizationId;
    const member = await signInAsMember(organizationId, 'member');
    expect((await boss.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    const lead = await member.post<Contact>('/api/contacts', {
      name: 'Member lead',
      email: `${randomUUID()}@lead.in`,
    });
    expect(lead.status).toBe(201);
    await addDeal(member, { title: 'Member deal', value: '700', contactId: lead.body.id });
    await addDeal(boss, { title: 'Boss deal', value: '900', stage: 'proposal' });
    await settleProjections();
    expect(await titles(member, 'sort=-value')).toEqual(['Member deal']);
    expect(await titles(member, 'minValue=800')).toEqual([]);
    expect(await titles(boss, 'sort=-value')).toEqual(['Boss deal', 'Member deal']);
    // "My leads" and one member's, among what the caller sees.
    const memberId = (await me(member)).id;
    expect(await titles(boss, 'assignedTo=me&sort=-value')).toEqual(['Boss deal']);
    expect(await titles(boss, `assignedTo=${memberId}`)).toEqual(['Member deal']);
    expect(await titles(boss, `assignedTo=${memberId}&stage=proposal`)).toEqual([]);
    expect(await titles(member, `assignedTo=${(await me(boss)).id}`)).toEqual([]);
    expect(await titles(member, 'assignedTo=me&minValue=100')).toEqual(['Member deal']);
    expect((await boss.get('/api/deals?assignedTo=../x')).status).toBe(400);
  });
});

describe('the deal list rows migration', () => {
  it('indexes a deal saved before the list index, again safely', async () => {
    const client = await signIn();
    const deal = await addDeal(client, { title: 'Old deal', value: '123', stage: 'closing' });
    await settleProjections();
    const table = testTable();
    const context = { doc: table.client, table: table.name, log: () => undefined };
    const read = async ({ pk, sk }: { pk: string; sk: string }) =>
      (await table.client.send(new GetCommand({ TableName: table.name, Key: { pk, sk } }))).Item;
    const stored = await read(dealKey(deal.organizationId, deal.id));
    const rows = dealListRows(fromDealItem(stored as Record<string, unknown>));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(await read(row)).toEqual(row);
      await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: { pk: row.pk, sk: row.sk } }),
      );
    }
    expect(await titles(client, 'sort=-value')).toEqual([]);
    for (let run = 0; run < 2; run += 1) {
      await dealListRowsMigration.run(context);
      for (const row of rows) expect(await read(row)).toEqual(row);
    }
    expect(await titles(client, 'sort=-value')).toEqual(['Old deal']);
  });
});
