import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { searchIndexDrift } from '../support/search-index';

const text = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', 'cold', 'hot', 'website', 'a@b.co', '+91 98765 43210', '\u0000', '💼'),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);
const contactLike = fc.record(
  {
    name: value,
    email: fc.oneof(value, fc.emailAddress()),
    phone: value,
    company: value,
    title: value,
    status: value,
    source: value,
    score: value,
    notes: value,
  },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(contactLike, fc.jsonValue(), fc.string({ maxLength: 200 }));

describe('random contact bodies never produce a server error', () => {
  let client: ApiClient;
  /** Every contact the server saved, as it answered, for the search index's recount. */
  const saved: Contact[] = [];
  beforeAll(async () => {
    client = await signIn();
  });

  it('POST /api/contacts answers 201, 400 or 409, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const raw = typeof body === 'string' ? body : JSON.stringify(body);
        const response = await client.request<Contact>('POST', '/api/contacts', raw);
        expect([201, 400, 409]).toContain(response.status);
        if (response.status === 201) saved.push(response.body);
      }),
      { numRuns: 150 },
    );
  });

  it('PUT /api/contacts/{id} answers 200, 400, 404 or 409, never 5xx', async () => {
    const created = await client.post<Contact>('/api/contacts', {
      name: 'Fuzz',
      email: `fuzz-${Date.now()}@x.in`,
    });
    saved.push(created.body);
    const ids = fc.oneof(fc.constant(created.body.id), fc.string({ minLength: 1, maxLength: 80 }));
    await fc.assert(
      fc.asyncProperty(ids, contactLike, async (id, body) => {
        const response = await client.put<Contact>(`/api/contacts/${encodeURIComponent(id)}`, body);
        expect([200, 400, 404, 409]).toContain(response.status);
        if (response.status === 200) saved.push(response.body);
      }),
      { numRuns: 100 },
    );
  });

  it('GET /api/contacts with random query strings answers 200 or 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('limit', 'cursor', 'search', 'x'),
          fc.string({ maxLength: 300 }),
        ),
        async (query) => {
          const response = await client.get(`/api/contacts?${new URLSearchParams(query)}`);
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('leaves a search index that matches a recount of what was saved, once projected', async () => {
    const current = (await client.get<Contact[]>('/api/contacts')).body;
    expect(current.length).toBeGreaterThan(0);
    await settleProjections();
    const drift = await searchIndexDrift(saved, current);
    expect(drift.missing).toEqual([]);
    expect(drift.stray).toEqual([]);
  });
});
