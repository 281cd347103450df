import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { scanTable } from '../support/table-scan';

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
    // The search words follow from the table's stream.
    await settleProjections();
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

  /** The words of a contact's name, email and company, as a reader would split them. */
  const words = (c: Contact) =>
    [c.name, c.email, c.company ?? '']
      .join(' ')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const startsAWord = (c: Contact, typed: string) => words(c).some((w) => w.startsWith(typed));
  /** A part of a word of the name (three characters or more: each suffix is indexed). */
  const inTheName = (c: Contact, typed: string) =>
    c.name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((w) => w.slice(1).includes(typed));

  it.each([
    ['ananya', (c: Contact) => startsAWord(c, 'ananya')],
    ['GMAIL', (c: Contact) => c.email.endsWith('@gmail.com')],
    ['fresh', (c: Contact) => c.company === 'Freshworks'],
    ['lead 4', (c: Contact) => startsAWord(c, 'lead') && startsAWord(c, '4')],
    ['tata mot', (c: Contact) => c.company === 'Tata Motors'],
    ['nobody-matches-this', () => false],
    // The words of a name, a company and an email before its @ are found by any part too.
    ['nanya', (c: Contact) => inTheName(c, 'nanya') || startsAWord(c, 'nanya')],
    ['works', (c: Contact) => c.company === 'Freshworks'],
    ['otors', (c: Contact) => c.company === 'Tata Motors'],
    ['ead1', (c: Contact) => /^lead1/.test(c.email)],
    // Not a domain's: "mail" would find every address at gmail.com.
    ['mail', () => false],
  ])(
    'search "%s" finds each contact whose words start with the words typed (or hold them), once',
    async (term, expected) => {
      const seen = await readAll(client, `&search=${encodeURIComponent(term)}`, 4);
      const want = all
        .filter(expected)
        .map((c) => c.id)
        .sort();
      expect(seen.map((c) => c.id).sort()).toEqual(want);
      expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    },
  );

  it('lists the contacts of one word newest first', async () => {
    const seen = await readAll(client, '&search=infosys', 3);
    const ids = seen.map((c) => c.id);
    expect(ids.length).toBe(all.filter((c) => c.company === 'Infosys').length);
    expect(ids).toEqual([...ids].sort().reverse());
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

describe('the search index follows every change', () => {
  it('finds a contact by its new words after an edit, by none after it is deleted, and keeps no stray entry', async () => {
    const client = await signIn();
    const find = async (term: string) =>
      (
        await client.get<ContactPage>(`/api/contacts?limit=20&search=${encodeURIComponent(term)}`)
      ).body.items.map((c) => c.name);
    const contact = (
      await client.post<Contact>('/api/contacts', {
        name: 'Kiran Bose',
        email: `k${Date.now()}@mail.in`,
        company: 'Bose Textiles',
      })
    ).body;
    // The words follow the write from the table's stream, within moments.
    await expect.poll(() => find('kiran'), { timeout: 10_000 }).toEqual(['Kiran Bose']);
    await client.put(`/api/contacts/${contact.id}`, {
      name: 'Kiran Dutta',
      company: 'Dutta Mills',
    });
    await expect.poll(() => find('dutta mil'), { timeout: 10_000 }).toEqual(['Kiran Dutta']);
    // Old words never answer, even before their entries go: a search re-reads each contact.
    expect(await find('textiles')).toEqual([]);
    expect(await find('bose')).toEqual([]);
    expect(await find('kiran bose')).toEqual([]);
    await client.delete(`/api/contacts/${contact.id}`);
    expect(await find('kiran')).toEqual([]);
    await settleProjections();

    // Every page of the table, not the first 1 MB: no word of the contact is left anywhere.
    const leftovers = await scanTable({
      filter: {
        expression: 'contactId = :id AND #type = :word',
        names: { '#type': 'type' },
        values: { ':id': contact.id, ':word': 'searchWord' },
      },
    });
    expect(leftovers).toEqual([]);
  });
});
