import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';

/** Every page of a list, by its cursor, in order. */
const readAll = async (client: ApiClient, query: string, limit: number) => {
  const seen: Contact[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const page: { status: number; body: ContactPage } = await client.get<ContactPage>(
      `/api/contacts?limit=${limit}&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    seen.push(...page.body.items);
    cursor = page.body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('Too many pages');
};

describe('contacts sorted by a custom field', () => {
  let owner: ApiClient;
  const names: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signIn();
    for (const field of [
      { key: 'budget', label: 'Budget', type: 'number' },
      { key: 'region', label: 'Region', type: 'text' },
      { key: 'vip', label: 'VIP', type: 'checkbox' },
    ]) {
      const made = await owner.post('/api/custom-fields', { entity: 'contact', ...field });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const budgets: [string, number | null, string][] = [
      ['Mid', 500, 'hot'],
      ['Negative', -20, 'cold'],
      ['Million', 1_000_000, 'hot'],
      ['Small', 3.5, 'hot'],
      ['None one', null, 'hot'],
      ['None two', null, 'cold'],
    ];
    for (const [name, budget, status] of budgets) {
      const created = await owner.post<Contact>('/api/contacts', {
        name,
        email: `${name.replace(' ', '.').toLowerCase()}.${Date.now()}@sort.in`,
        status,
        ...(budget === null ? {} : { customFields: { budget, region: name } }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      names[created.body.id] = name;
    }
    await settleProjections();
  });

  const order = (contacts: Contact[]) => contacts.map((c) => c.name);

  it('lists the values in their order either way, then the contacts without one, newest first', async () => {
    expect(order(await readAll(owner, 'sort=-cf.budget', 50))).toEqual([
      'Million',
      'Mid',
      'Small',
      'Negative',
      'None two',
      'None one',
    ]);
    expect(order(await readAll(owner, 'sort=cf.budget', 50))).toEqual([
      'Negative',
      'Small',
      'Mid',
      'Million',
      'None two',
      'None one',
    ]);
    expect(order(await readAll(owner, 'sort=cf.region', 50)).slice(0, 4)).toEqual([
      'Mid',
      'Million',
      'Negative',
      'Small',
    ]);
  });

  it('pages across the values and the rest without a contact twice, and filters both parts', async () => {
    const paged = await readAll(owner, 'sort=-cf.budget', 2);
    expect(order(paged)).toEqual(['Million', 'Mid', 'Small', 'Negative', 'None two', 'None one']);
    expect(order(await readAll(owner, 'sort=-cf.budget&status=hot', 3))).toEqual([
      'Million',
      'Mid',
      'Small',
      'None one',
    ]);
  });

  it('follows a changed value', async () => {
    const negative = Object.keys(names).find((id) => names[id] === 'Negative') as string;
    const saved = await owner.put(`/api/contacts/${negative}`, { customFields: { budget: 2e6 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await settleProjections();
    expect(order(await readAll(owner, 'sort=-cf.budget', 50)).slice(0, 2)).toEqual([
      'Negative',
      'Million',
    ]);
  });

  it('refuses a yes/no field, a field there is not (another organization’s too) and a bad key', async () => {
    const refusal = async (client: ApiClient, sort: string) => {
      const answer = await client.get<ErrorBody>(`/api/contacts?limit=5&sort=${sort}`);
      expect(answer.status).toBe(400);
      return answer.body.error.details?.[0];
    };
    expect(await refusal(owner, 'cf.vip')).toEqual({
      field: 'sort',
      message: 'VIP is yes or no: a list does not sort by it',
    });
    expect(await refusal(owner, '-cf.nothing')).toEqual({
      field: 'sort',
      message: 'No such custom field to sort by',
    });
    expect((await refusal(owner, 'cf.Bad%20Key'))?.field).toBe('sort');
    const stranger = await signIn();
    expect(await refusal(stranger, 'cf.budget')).toMatchObject({ field: 'sort' });
  });
});
