import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';

const COMPANIES = ['Tata Motors', 'Infosys', 'Zoho', 'Freshworks', 'Acme'];

const readAll = async (client: ApiClient, query: string, limit: number) => {
  const seen: Contact[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    const path: string = `/api/contacts?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await client.get<ContactPage>(path);
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.body.items);
    cursor = page.body.nextCursor;
    requests += 1;
  } while (cursor && requests < 200);
  return seen;
};

describe('contacts paging and search', () => {
  let client: ApiClient;
  let all: Contact[];

  beforeAll(async () => {
    client = await signIn();
    all = [];
    for (let batch = 0; batch < 6; batch += 1) {
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const n = batch * 10 + i;
          return client.post<Contact>('/api/contacts', {
            name: n % 7 === 0 ? `Ananya Iyer ${n}` : `Lead ${n}`,
            email: `lead${n}@${n % 3 === 0 ? 'gmail.com' : 'corp.in'}`,
            company: COMPANIES[n % COMPANIES.length],
          });
        }),
      );
      all.push(...created.map((r) => r.body));
    }
  });

  it('pages through every contact once, newest first, across all partitions', async () => {
    const seen = await readAll(client, '', 7);
    expect(seen).toHaveLength(60);
    expect(new Set(seen.map((c) => c.id)).size).toBe(60);
    const ids = seen.map((c) => c.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('answers the total of the organization on each page', async () => {
    const page = await client.get<ContactPage>('/api/contacts?limit=3');
    expect(page.body.total).toBe(60);
    expect(page.body.items).toHaveLength(3);
    expect(page.body.nextCursor).toEqual(expect.any(String));
  });

  it.each([
    ['ananya', (c: Contact) => c.name.toLowerCase().includes('ananya')],
    ['GMAIL', (c: Contact) => c.email.includes('gmail')],
    ['fresh', (c: Contact) => (c.company ?? '').includes('Fresh')],
    ['ead 4', (c: Contact) => c.name.includes('ead 4')],
    ['nobody-matches-this', () => false],
  ])('search "%s" matches name, email or company, case-insensitive', async (term, expected) => {
    const seen = await readAll(client, `&search=${encodeURIComponent(term)}`, 4);
    const want = all
      .filter(expected)
      .map((c) => c.id)
      .sort()
      .reverse();
    expect(seen.map((c) => c.id)).toEqual(want);
  });

  it('answers the plain array without a limit, with the total in a header', async () => {
    const response = await client.get<Contact[]>('/api/contacts');
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body).toHaveLength(60);
    expect(response.headers.get('x-total-count')).toBe('60');
  });

  it('refuses a forged cursor and a bad limit with 400', async () => {
    expect((await client.get('/api/contacts?limit=5&cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await client.get('/api/contacts?limit=0')).status).toBe(400);
    expect((await client.get('/api/contacts?limit=abc')).status).toBe(400);
    expect((await client.get('/api/contacts?limit=5000')).status).toBe(400);
  });
});
