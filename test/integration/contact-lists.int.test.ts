import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { signInAsMember } from '../support/team';

const STATUSES = ['cold', 'warm', 'hot'] as const;
const SOURCES = ['website', 'referral', 'event'] as const;
const NAMES = ['Zara', 'ananya', 'Bhavna', 'Élodie', 'kabir', 'Meera', 'arjun'];

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

/** Every page of a list, following its cursor (bounded). */
const readAll = async (client: ApiClient, query: string, limit = 7) => {
  const seen: Contact[] = [];
  let cursor: string | null = null;
  for (let requests = 0; requests < 100; requests += 1) {
    const path: string = `/api/contacts?limit=${limit}${query}${
      cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    }`;
    const page = await client.get<ContactPage>(path);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    seen.push(...page.body.items);
    cursor = page.body.nextCursor;
    if (!cursor) break;
  }
  return seen;
};

const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describe('contact lists that sort and filter', () => {
  let owner: ApiClient;
  let member: ApiClient;
  let memberId: string;
  let stranger: ApiClient;
  let mine: Contact[];
  let members: Contact[];

  const create = async (client: ApiClient, n: number) => {
    const response = await client.post<Contact>('/api/contacts', {
      name: `${NAMES[n % NAMES.length]} ${n}`,
      email: `${randomUUID()}@lead.in`,
      status: STATUSES[n % 3],
      source: SOURCES[(n * 5) % 3],
      score: (n * 37) % 101,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    owner = await signIn();
    const { organizationId } = await me(owner);
    member = await signInAsMember(organizationId, 'member');
    memberId = (await me(member)).id;
    stranger = await signIn();
    mine = [];
    for (let batch = 0; batch < 4; batch += 1) {
      mine.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, i) => create(owner, batch * 10 + i)))),
      );
    }
    members = await Promise.all(Array.from({ length: 6 }, (_, i) => create(member, 100 + i)));
    await create(stranger, 7);
    // The list index follows from the table's stream.
    await settleProjections();
  });

  const everyone = () => [...mine, ...members];

  it('sorts by score, name and creation, both ways, across every partition', async () => {
    const byScore = await readAll(owner, '&sort=-score');
    expect(byScore).toHaveLength(everyone().length);
    expect(byScore.map((c) => c.score)).toEqual(
      everyone()
        .map((c) => c.score)
        .sort((a, b) => b - a),
    );
    const byName = await readAll(owner, '&sort=name');
    expect(byName.map((c) => nameKey(c.name))).toEqual(
      everyone()
        .map((c) => nameKey(c.name))
        .sort(),
    );
    const oldest = await readAll(owner, '&sort=createdAt');
    expect(oldest.map((c) => c.id)).toEqual(
      everyone()
        .map((c) => c.id)
        .sort(),
    );
  });

  it('filters in combination, each result matching every filter and none missed', async () => {
    const cases: [string, (c: Contact) => boolean][] = [
      ['&status=hot', (c) => c.status === 'hot'],
      ['&status=hot,warm&sort=-score', (c) => c.status !== 'cold'],
      ['&source=website&minScore=40', (c) => c.source === 'website' && c.score >= 40],
      [
        '&status=hot&source=website&minScore=20&maxScore=80&sort=-score',
        (c) => c.status === 'hot' && c.source === 'website' && c.score >= 20 && c.score <= 80,
      ],
      ['&maxScore=30&sort=name', (c) => c.score <= 30],
      [
        `&assignedTo=${memberId}&status=cold`,
        (c) => c.assignedTo === memberId && c.status === 'cold',
      ],
    ];
    for (const [query, matches] of cases) {
      const found = await readAll(owner, query, 5);
      const expected = everyone().filter(matches);
      expect(found.map((c) => c.id).sort(), query).toEqual(expected.map((c) => c.id).sort());
      if (query.includes('sort=-score')) {
        const scores = found.map((c) => c.score);
        expect(scores, query).toEqual([...scores].sort((a, b) => b - a));
      }
    }
  });

  it('takes created dates as the organization’s days, both ends included', async () => {
    // The organization's days (Asia/Kolkata), not UTC's: they differ for 5.5 hours a day.
    const dayIn = (offsetDays: number) =>
      todayIn('Asia/Kolkata', new Date(Date.now() + offsetDays * 86_400_000));
    const recent = await readAll(owner, `&createdFrom=${dayIn(-1)}&createdTo=${dayIn(1)}`, 50);
    expect(recent).toHaveLength(everyone().length);
    // Everyone was created today there: nobody from tomorrow on.
    const future = await readAll(owner, `&createdFrom=${dayIn(1)}&sort=-score`);
    expect(future).toHaveLength(0);
  });

  it('shows a member only their own leads when the team shows members theirs, whatever the filters', async () => {
    const setting = await owner.put('/api/team/settings', { recordVisibility: 'own' });
    expect(setting.status, JSON.stringify(setting.body)).toBe(200);
    try {
      const found = await readAll(member, '&sort=-score&minScore=0');
      expect(found.map((c) => c.id).sort()).toEqual(members.map((c) => c.id).sort());
      const all = await readAll(member, '&status=hot,warm,cold&source=website,referral,event');
      expect(all.map((c) => c.id).sort()).toEqual(members.map((c) => c.id).sort());
      const named = await readAll(member, '&sort=name&q=ananya');
      expect(named.every((c) => c.assignedTo === memberId)).toBe(true);
    } finally {
      await owner.put('/api/team/settings', { recordVisibility: 'all' });
    }
  });

  it('keeps each organization’s contacts to itself', async () => {
    const found = await readAll(stranger, '&sort=name&status=hot,warm,cold');
    expect(found).toHaveLength(1);
    const ours = new Set(everyone().map((c) => c.id));
    expect(found.some((c) => ours.has(c.id))).toBe(false);
  });

  it('follows a change: a contact made hot shows among the hot ones, not the cold', async () => {
    const cold = mine.find((c) => c.status === 'cold') as Contact;
    const changed = await owner.put<Contact>(`/api/contacts/${cold.id}`, { status: 'hot' });
    expect(changed.status).toBe(200);
    await settleProjections();
    expect((await readAll(owner, '&status=hot', 50)).map((c) => c.id)).toContain(cold.id);
    expect((await readAll(owner, '&status=cold', 50)).map((c) => c.id)).not.toContain(cold.id);
    await owner.put(`/api/contacts/${cold.id}`, { status: 'cold' });
    await settleProjections();
  });

  it('tags contacts one by one and in bulk, concurrently, and lists a tag in any case', async () => {
    const [a, b, c] = mine as [Contact, Contact, Contact];
    const tagged = await owner.put<Contact>(`/api/contacts/${a.id}`, {
      tags: ['VIP', ' Trade  fair ', 'vip'],
    });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.tags).toEqual(['VIP', 'Trade fair']);
    // Two bulk actions on the same contacts at once: each contact ends with both tags.
    const [first, second] = await Promise.all([
      owner.post<{ updated: number }>('/api/contacts/bulk', {
        action: 'tag',
        ids: [a.id, b.id, c.id],
        value: 'Pune',
      }),
      owner.post<{ updated: number }>('/api/contacts/bulk', {
        action: 'tag',
        ids: [a.id, b.id, c.id],
        value: 'Q4 push',
      }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const tags = async (id: string) =>
      (await owner.get<Contact>(`/api/contacts/${id}`)).body.tags ?? [];
    expect(await tags(a.id)).toEqual(
      expect.arrayContaining(['VIP', 'Trade fair', 'Pune', 'Q4 push']),
    );
    expect((await tags(b.id)).sort()).toEqual(['Pune', 'Q4 push']);
    await settleProjections();
    const pune = await readAll(owner, '&tag=PUNE&sort=name');
    expect(pune.map((x) => x.id).sort()).toEqual([a.id, b.id, c.id].sort());
    const vipHot = await readAll(owner, `&tag=vip&status=${a.status}`);
    expect(vipHot.map((x) => x.id)).toEqual([a.id]);
    expect((await readAll(stranger, '&tag=pune')).length).toBe(0);
    // Untagging: gone from the tag's list, the other tags kept.
    const untag = await owner.post<{ updated: number }>('/api/contacts/bulk', {
      action: 'untag',
      ids: [a.id, b.id],
      value: 'pune',
    });
    expect(untag.body.updated).toBe(2);
    expect(await tags(a.id)).toEqual(['VIP', 'Trade fair', 'Q4 push']);
    await settleProjections();
    expect((await readAll(owner, '&tag=pune')).map((x) => x.id)).toEqual([c.id]);
    const bad = await owner.put(`/api/contacts/${a.id}`, { tags: ['a#b'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('tags.0');
    const tooMany = await owner.put(`/api/contacts/${a.id}`, {
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(tooMany.status).toBe(400);
  });

  it('finds a contact by any part of its name from 3 characters, and by its phone’s last digits', async () => {
    const made = await owner.post<Contact>('/api/contacts', {
      name: 'Ananya Natarajaiyer',
      email: `${randomUUID()}@iyer.in`,
      company: 'Iyer Textiles',
      phone: '+91 98765 12345',
    });
    expect(made.status).toBe(201);
    await settleProjections();
    for (const typed of [
      'anya',
      'nanya',
      'iyer',
      'textiles',
      '12345',
      '2345',
      'ANYA iyer',
      'nanya tex',
      // A company's words by any part too.
      'xtiles',
    ]) {
      const found = await readAll(owner, `&search=${encodeURIComponent(typed)}`, 50);
      expect(
        found.map((c) => c.id),
        typed,
      ).toContain(made.body.id);
      expect(new Set(found.map((c) => c.id)).size, typed).toBe(found.length);
    }
    // A phone's middle digits are not indexed.
    for (const typed of ['76512']) {
      const found = await readAll(owner, `&search=${encodeURIComponent(typed)}`, 50);
      expect(
        found.map((c) => c.id),
        typed,
      ).not.toContain(made.body.id);
    }
    await owner.delete(`/api/contacts/${made.body.id}`);
    await settleProjections();
  });

  it('refuses bad filters with a field error', async () => {
    const cases: [string, string][] = [
      ['status=boiling', 'status'],
      ['source=tv', 'source'],
      ['minScore=101', 'minScore'],
      ['minScore=70&maxScore=20', 'minScore'],
      ['createdFrom=2026-02-30', 'createdFrom'],
      ['createdFrom=2026-03-05&createdTo=2026-03-01', 'createdFrom'],
      ['sort=value', 'sort'],
      ['tag=a%23b', 'tag'],
    ];
    for (const [query, field] of cases) {
      const response = await owner.get<ErrorBody>(`/api/contacts?limit=5&${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
  });

  it('refuses a cursor of another list', async () => {
    const page = await owner.get<ContactPage>('/api/contacts?limit=3&status=hot');
    const cursor = encodeURIComponent(page.body.nextCursor ?? '');
    const other = await owner.get(`/api/contacts?limit=3&status=warm&cursor=${cursor}`);
    expect(other.status).toBe(400);
  });
});
