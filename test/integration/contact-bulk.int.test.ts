import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactBulkResult } from '@salesflow/shared/contacts/contact-bulk.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const addContacts = async (client: ApiClient, count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await client.post<Contact>('/api/contacts', {
        name: `Bulk lead ${i} ${randomUUID().slice(0, 6)}`,
        email: `${randomUUID()}@lead.in`,
      });
      expect(response.status).toBe(201);
      return response.body;
    }),
  );

const bulk = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<ContactBulkResult>('/api/contacts/bulk', body);

const statusOf = async (client: ApiClient, id: string) =>
  (await client.get<Contact>(`/api/contacts/${id}`)).body.status;

const tagsOf = async (client: ApiClient, id: string) =>
  (await client.get<Contact>(`/api/contacts/${id}`)).body.tags ?? [];

describe('bulk actions on contacts', () => {
  let owner: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let memberId: string;
  let stranger: ApiClient;

  beforeAll(async () => {
    owner = await signIn();
    const { organizationId } = await me(owner);
    manager = await signInAsMember(organizationId, 'manager');
    member = await signInAsMember(organizationId, 'member');
    memberId = (await me(member)).id;
    stranger = await signIn();
  });

  it('sets the status of each contact the caller may change, and says why not for the others', async () => {
    const mine = await addContacts(member, 3);
    const ownersLeads = await addContacts(owner, 2);
    const answer = await bulk(member, {
      action: 'status',
      ids: [...mine, ...ownersLeads].map((c) => c.id),
      value: 'hot',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.updated).toBe(3);
    expect(answer.body.failed.map((f) => f.id).sort()).toEqual(ownersLeads.map((c) => c.id).sort());
    expect(answer.body.failed[0]?.reason).toMatch(/not yours|your own|assigned/i);
    for (const contact of mine) expect(await statusOf(member, contact.id)).toBe('hot');
    for (const contact of ownersLeads) expect(await statusOf(owner, contact.id)).toBe('cold');
  });

  it('exports the contacts asked for, in that order, and deletes them', async () => {
    const contacts = await addContacts(owner, 3);
    const ids = contacts.map((c) => c.id).reverse();
    const exported = await bulk(owner, { action: 'export', ids: [...ids, ids[0]] });
    expect(exported.body.items?.map((c) => c.id)).toEqual(ids);
    const deleted = await bulk(owner, { action: 'delete', ids });
    expect(deleted.body).toMatchObject({ updated: 3, failed: [] });
    for (const id of ids) expect((await owner.get(`/api/contacts/${id}`)).status).toBe(404);
    const again = await bulk(owner, { action: 'delete', ids });
    expect(again.body.updated).toBe(0);
    expect(again.body.failed).toHaveLength(3);
  });

  it('lets managers assign leads in bulk, not members', async () => {
    const contacts = await addContacts(owner, 2);
    const ids = contacts.map((c) => c.id);
    expect((await bulk(member, { action: 'assign', ids, value: memberId })).status).toBe(403);
    const assigned = await bulk(manager, { action: 'assign', ids, value: memberId });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ updated: 2, failed: [] });
    const lead = (await owner.get<Contact>(`/api/contacts/${ids[0]}`)).body;
    expect(lead.assignedTo).toBe(memberId);
  });

  it('keeps another organization’s contacts out of reach, each one not found', async () => {
    const contacts = await addContacts(owner, 2);
    const ids = contacts.map((c) => c.id);
    for (const action of ['delete', 'export'] as const) {
      const answer = await bulk(stranger, { action, ids });
      expect(answer.status).toBe(200);
      expect(answer.body.updated).toBe(0);
      expect(answer.body.failed.map((f) => f.reason)).toEqual([
        'Contact not found',
        'Contact not found',
      ]);
    }
    const status = await bulk(stranger, { action: 'status', ids, value: 'hot' });
    expect(status.body.updated).toBe(0);
    for (const id of ids) expect(await statusOf(owner, id)).toBe('cold');
  });

  it('tags and untags only the contacts the caller may change, in their organization', async () => {
    const mine = await addContacts(member, 2);
    const ownersLeads = await addContacts(owner, 1);
    const ids = [...mine, ...ownersLeads].map((c) => c.id);
    const tagged = await bulk(member, { action: 'tag', ids, value: 'Diwali 2026' });
    expect(tagged.status).toBe(200);
    expect(tagged.body.updated).toBe(2);
    expect(tagged.body.failed.map((f) => f.id)).toEqual(ownersLeads.map((c) => c.id));
    for (const contact of mine) expect(await tagsOf(member, contact.id)).toEqual(['Diwali 2026']);
    for (const contact of ownersLeads) expect(await tagsOf(owner, contact.id)).toEqual([]);

    // The same tag in another case is the same tag: nothing to add, nothing written twice.
    const again = await bulk(member, { action: 'tag', ids: [mine[0]?.id], value: 'DIWALI 2026' });
    expect(again.body).toEqual({ updated: 1, failed: [] });
    expect(await tagsOf(member, mine[0]?.id ?? '')).toEqual(['Diwali 2026']);

    // Another organization can neither tag nor untag them.
    for (const action of ['tag', 'untag'] as const) {
      const answer = await bulk(stranger, { action, ids, value: 'diwali 2026' });
      expect(answer.body.updated).toBe(0);
      expect(new Set(answer.body.failed.map((f) => f.reason))).toEqual(
        new Set(['Contact not found']),
      );
    }
    for (const contact of mine) expect(await tagsOf(member, contact.id)).toEqual(['Diwali 2026']);

    const untagged = await bulk(member, { action: 'untag', ids, value: 'diwali 2026' });
    expect(untagged.body.updated).toBe(2);
    for (const contact of mine) expect(await tagsOf(member, contact.id)).toEqual([]);
    // A tag past the rules is refused whole.
    const bad = await bulk(member, { action: 'tag', ids, value: 'x'.repeat(41) });
    expect(bad.status).toBe(400);
  });

  it('refuses bad input whole, with a clear error, and changes nothing', async () => {
    const [contact] = await addContacts(owner, 1);
    const id = contact?.id ?? '';
    const cases: Record<string, unknown>[] = [
      { action: 'paint', ids: [id] },
      { action: 'status', ids: [id], value: 'boiling' },
      { action: 'status', ids: [], value: 'hot' },
      { action: 'delete', ids: Array.from({ length: 5001 }, (_, i) => `id${i}`) },
      { action: 'delete' },
      { action: 'delete', ids: [id], filter: {} },
      { action: 'delete', filter: { minScore: 80, maxScore: 20 } },
      { action: 'delete', filter: { status: 'boiling' } },
      { action: 'delete', filter: 'everyone' },
      { action: 'delete', ids: ['../etc'] },
      { action: 'assign', ids: [id] },
    ];
    for (const body of cases) {
      const answer = await bulk(owner, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((answer.body as unknown as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await owner.get(`/api/contacts/${id}`)).status).toBe(200);
  });

  it('two bulk actions on the same contacts at once each change every contact once', async () => {
    const contacts = await addContacts(owner, 6);
    const ids = contacts.map((c) => c.id);
    const [warm, hot] = await Promise.all([
      bulk(owner, { action: 'status', ids, value: 'warm' }),
      bulk(manager, { action: 'status', ids, value: 'hot' }),
    ]);
    expect(warm.body).toMatchObject({ updated: 6, failed: [] });
    expect(hot.body).toMatchObject({ updated: 6, failed: [] });
    for (const id of ids) expect(['warm', 'hot']).toContain(await statusOf(owner, id));
  });
});
