import { randomUUID } from 'node:crypto';
import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { RestoreResult, TrashPage } from '@salesflow/shared/contacts/contact-trash';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { signInAsMember } from '../support/team';
import { endTrashDays } from '../support/trash';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;

const add = async (client: ApiClient, fields: Record<string, unknown>) => {
  const response = await client.post<Contact>('/api/contacts', fields);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const trashIds = async (client: ApiClient) => {
  const response = await client.get<TrashPage>('/api/trash?limit=100');
  expect(response.status).toBe(200);
  return response.body.items.map((item) => item.contact.id);
};

const restore = (client: ApiClient, ids: string[]) =>
  client.post<RestoreResult & ErrorBody>('/api/trash/restore', { ids });

const total = async (client: ApiClient) =>
  (await client.get<ContactPage>('/api/contacts?limit=1')).body.total;

const dealOf = async (client: ApiClient, id: string) =>
  (await client.get<{ items: Deal[] }>('/api/deals?limit=100')).body.items.find(
    (deal) => deal.id === id,
  );

describe('the trash', () => {
  let owner: ApiClient;
  let organizationId: string;

  beforeAll(async () => {
    owner = await signIn();
    organizationId = (await me(owner)).organizationId;
  });

  it('keeps a deleted contact with its timeline and deals for 30 days, and brings it back whole', {
    timeout: 90_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const contact = await add(owner, {
      name: `Asha Rao ${tag}`,
      email: `asha.${tag}@rao.in`,
      company: 'Rao Agencies',
      tags: ['VIP'],
    });
    const note = await owner.post(`/api/contacts/${contact.id}/activities`, {
      type: 'note',
      subject: `Wants a quote ${tag}`,
    });
    expect(note.status).toBe(201);
    const deal = await owner.post<Deal>('/api/deals', {
      title: `Quote ${tag}`,
      value: '500',
      contactId: contact.id,
    });
    expect(deal.status).toBe(201);
    await settleProjections();
    const before = await total(owner);

    expect((await owner.delete(`/api/contacts/${contact.id}`)).status).toBe(204);
    expect((await owner.get(`/api/contacts/${contact.id}`)).status).toBe(404);
    const page = await owner.get<TrashPage>('/api/trash?limit=10');
    const entry = page.body.items.find((item) => item.contact.id === contact.id);
    expect(entry).toMatchObject({
      contact: { id: contact.id, name: contact.name, tags: ['VIP'] },
      deletedBy: (await me(owner)).id,
    });
    const days =
      (Date.parse(String(entry?.purgeAt)) - Date.parse(String(entry?.deletedAt))) / 864e5;
    expect(days).toBe(30);
    // The plan's count frees at once; its deal waits for it.
    await settleProjections();
    expect(await total(owner)).toBe(before - 1);
    expect((await dealOf(owner, deal.body.id))?.contactId).toBe(contact.id);

    const back = await restore(owner, [contact.id]);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.failed).toEqual([]);
    expect(back.body.restored).toMatchObject([
      { id: contact.id, name: contact.name, email: contact.email, createdAt: contact.createdAt },
    ]);
    expect(String(back.body.restored[0]?.updatedAt) > contact.updatedAt).toBe(true);
    // Its timeline came back with it, and says where it was; "Contact created" follows from the
    // stream.
    const subjects = async () =>
      (await owner.get<ActivityPage>(`/api/contacts/${contact.id}/activities`)).body.items.map(
        (item) => item.subject,
      );
    expect(await subjects()).toEqual(
      expect.arrayContaining([
        `Wants a quote ${tag}`,
        'Moved to the trash',
        'Restored from the trash',
      ]),
    );
    await expect.poll(subjects, { timeout: 30_000 }).toContain('Contact created');
    expect(await trashIds(owner)).not.toContain(contact.id);
    await settleProjections();
    expect(await total(owner)).toBe(before);
    expect((await dealOf(owner, deal.body.id))?.contactId).toBe(contact.id);
    const found = await owner.get<ContactPage>(
      `/api/contacts?limit=10&search=${encodeURIComponent(`rao ${tag}`)}`,
    );
    expect(found.body.items.map((item) => item.id)).toEqual([contact.id]);
  });

  it('lets go of the timeline and the deal once its days are over', {
    timeout: 90_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const contact = await add(owner, { name: `Gone ${tag}`, email: `gone.${tag}@lead.in` });
    const deal = await owner.post<Deal>('/api/deals', {
      title: `Lost cause ${tag}`,
      contactId: contact.id,
    });
    expect(deal.status).toBe(201);
    expect((await owner.delete(`/api/contacts/${contact.id}`)).status).toBe(204);
    await settleProjections();
    expect((await dealOf(owner, deal.body.id))?.contactId).toBe(contact.id);
    // The table's TTL removes the trash item after 30 days: the same removal, now.
    expect(await trashIds(owner)).toContain(contact.id);
    await endTrashDays(organizationId, contact.id);
    await settleProjections();
    await expect
      .poll(async () => (await dealOf(owner, deal.body.id))?.contactId ?? null, {
        timeout: 30_000,
      })
      .toBeNull();
    expect((await restore(owner, [contact.id])).body.failed).toEqual([
      { id: contact.id, reason: 'This contact is not in the trash' },
    ]);
  });

  it('restores once when asked twice at once, and not over an email taken meanwhile', {
    timeout: 60_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const twice = await add(owner, { name: `Twice ${tag}`, email: `twice.${tag}@lead.in` });
    const taken = await add(owner, { name: `Taken ${tag}`, email: `taken.${tag}@lead.in` });
    const bulk = await owner.post('/api/contacts/bulk', {
      action: 'delete',
      ids: [twice.id, taken.id],
    });
    expect(bulk.body).toEqual({ updated: 2, failed: [] });
    expect(await trashIds(owner)).toEqual(expect.arrayContaining([twice.id, taken.id]));

    const answers = await Promise.all([restore(owner, [twice.id]), restore(owner, [twice.id])]);
    expect(answers.map((a) => a.body.restored.length).sort()).toEqual([0, 1]);
    expect(answers.flatMap((a) => a.body.failed)).toEqual([
      { id: twice.id, reason: 'This contact is not in the trash' },
    ]);

    // Its email is free while it is in the trash: a new contact may take it.
    await add(owner, { name: `New ${tag}`, email: taken.email });
    const refused = await restore(owner, [taken.id]);
    expect(refused.body).toEqual({
      restored: [],
      failed: [{ id: taken.id, reason: 'A contact with this email already exists' }],
    });
    expect(await trashIds(owner)).toContain(taken.id);
  });

  it('shows and restores only what the caller may see and change, in their organization', {
    timeout: 60_000,
  }, async () => {
    const tag = randomUUID().slice(0, 8);
    const stranger = await signIn();
    const ownersLead = await add(owner, { name: `Owners ${tag}`, email: `o.${tag}@lead.in` });
    expect((await owner.delete(`/api/contacts/${ownersLead.id}`)).status).toBe(204);

    // Another organization sees none of it and restores nothing.
    expect(await trashIds(stranger)).toEqual([]);
    expect((await restore(stranger, [ownersLead.id])).body.failed).toEqual([
      { id: ownersLead.id, reason: 'This contact is not in the trash' },
    ]);

    // A member who sees only their own leads does not see the owner's; with all visible, they see
    // it but may not bring back a lead that is not theirs.
    const member = await signInAsMember(organizationId, 'member');
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    expect(await trashIds(member)).not.toContain(ownersLead.id);
    expect((await owner.put('/api/team/settings', { recordVisibility: 'all' })).status).toBe(200);
    expect(await trashIds(member)).toContain(ownersLead.id);
    const refused = await restore(member, [ownersLead.id]);
    expect(refused.body.restored).toEqual([]);
    expect(refused.body.failed[0]?.reason).toMatch(/only the leads assigned to you/);
    expect((await restore(owner, [ownersLead.id])).body.restored).toHaveLength(1);

    // Bad input: a field error, never a 500.
    for (const body of [{}, { ids: [] }, { ids: ['not an id!'] }, { ids: 'x' }]) {
      const response = await owner.post<ErrorBody>('/api/trash/restore', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.get('/api/trash?limit=0')).status).toBe(400);
    expect((await owner.get('/api/trash?cursor=forged')).status).toBe(400);
  });
});
