import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { NoticePage } from '@salesflow/shared/notifications/notice';
import type { BulkAssignResult, LeadAssignment } from '@salesflow/shared/teams/assignment.schema';
import type { TeamSettings } from '@salesflow/shared/teams/team-settings.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { emailsTo } from '../support/mailbox';
import { settleProjections } from '../support/projections';
import { testTable } from '../support/table';
import { removeMembership, signInAsMember } from '../support/team';
import { endTrashDays } from '../support/trash';

type Failure = { error: { code: string; message: string; details?: { field: string }[] } };
const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
const newContact = async (client: ApiClient, name = `Lead ${randomUUID().slice(0, 8)}`) => {
  const response = await client.post<Contact>('/api/contacts', {
    name,
    email: `${randomUUID()}@lead.in`,
    company: 'Acme Traders',
    score: 72,
  });
  expect(response.status).toBe(201);
  return response.body;
};

describe('lead assignments', () => {
  let owner: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let colleague: ApiClient;
  let organizationId: string;
  let memberId: string;
  let colleagueId: string;

  beforeAll(async () => {
    owner = await signIn();
    organizationId = (await me(owner)).organizationId;
    manager = await signInAsMember(organizationId, 'manager');
    member = await signInAsMember(organizationId, 'member');
    colleague = await signInAsMember(organizationId, 'member');
    memberId = (await me(member)).id;
    colleagueId = (await me(colleague)).id;
  });

  it('assigns a lead: the assignment names contact, assignee and assigner, and the lead is theirs', async () => {
    const contact = await newContact(owner);
    const response = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: memberId,
      priority: 'high',
      notes: 'Call before Friday',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      contactId: contact.id,
      assignedTo: memberId,
      assignedBy: (await me(manager)).id,
      organizationId,
      status: 'active',
      priority: 'high',
      notes: 'Call before Friday',
      completedAt: null,
      contact: { id: contact.id, name: contact.name, company: 'Acme Traders', score: 72 },
      assignee: { id: memberId, email: member.email },
      assigner: { email: manager.email },
    });
    const read = await owner.get<Contact>(`/api/contacts/${contact.id}`);
    expect(read.body.assignedTo).toBe(memberId);
    // A member's own leads are read through their index, which follows from the table's stream.
    await settleProjections();
    const mine = await member.get<ContactPage>('/api/contacts?assignedTo=me&limit=50');
    expect(mine.body.items.map((c) => c.id)).toContain(contact.id);
    const timeline = await owner.get<{ items: { subject: string; description: string }[] }>(
      `/api/contacts/${contact.id}/activities`,
    );
    expect(timeline.body.items[0]).toMatchObject({
      subject: 'Lead assigned',
      description: expect.stringContaining(`Assigned to ${member.email}`),
    });
  });

  it('tells the assignee, in the app and by email, and not whoever assigns it to themselves', async () => {
    const teller = await signInAsMember(organizationId, 'manager');
    const told = await signInAsMember(organizationId, 'member');
    const toldId = (await me(told)).id;
    const contact = await newContact(owner, `Notice ${randomUUID().slice(0, 6)}`);
    await teller.post('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: toldId,
      priority: 'urgent',
      notes: 'Hot from the expo',
    });
    // The unread count follows from the table's stream.
    await settleProjections();
    const page = (await told.get<NoticePage>('/api/notifications')).body;
    expect(page.unreadCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'assignment',
      title: `New lead assigned to you: ${contact.name}`,
      message: expect.stringContaining('urgent priority'),
      link: `/app/contacts?contact=${contact.id}`,
      organizationId,
    });
    expect(page.items[0]?.message).toContain('Notes: Hot from the expo');
    await expect
      .poll(async () => (await emailsTo(told.email)).map((e) => e.subject), {
        timeout: 15_000,
        interval: 300,
      })
      .toContainEqual(expect.stringContaining(contact.name));
    // A manager taking a lead themselves is not told about it.
    const self = await newContact(owner);
    await teller.post('/api/team/assign-lead', {
      contactId: self.id,
      assignedTo: (await me(teller)).id,
    });
    expect((await teller.get<NoticePage>('/api/notifications')).body.unreadCount).toBe(0);
  });

  it('defaults the priority to medium, and reassigning keeps one active assignment', async () => {
    const contact = await newContact(owner);
    const first = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: memberId,
    });
    expect(first.body.priority).toBe('medium');
    const again = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: colleagueId,
      priority: 'urgent',
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.assignedTo).toBe(colleagueId);
    const list = await owner.get<LeadAssignment[]>('/api/team/assignments');
    expect(list.body.filter((a) => a.contactId === contact.id)).toHaveLength(1);
    await settleProjections();
    const theirs = await colleague.get<ContactPage>('/api/contacts?assignedTo=me&limit=50');
    expect(theirs.body.items.map((c) => c.id)).toContain(contact.id);
    const notMine = await member.get<ContactPage>('/api/contacts?assignedTo=me&limit=50');
    expect(notMine.body.items.map((c) => c.id)).not.toContain(contact.id);
  });

  it('reassigns, changes priority and completes through the assignment', async () => {
    const contact = await newContact(owner);
    const { body: assignment } = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: memberId,
    });
    const moved = await manager.put<LeadAssignment>(`/api/team/assignments/${assignment.id}`, {
      assignedTo: colleagueId,
      priority: 'low',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ assignedTo: colleagueId, priority: 'low' });
    // A member completes only their own.
    const notTheirs = await member.post<Failure>(
      `/api/team/assignments/${assignment.id}/complete`,
      {},
    );
    expect(notTheirs.status).toBe(403);
    const done = await colleague.post<LeadAssignment>(
      `/api/team/assignments/${assignment.id}/complete`,
      {},
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const twice = await colleague.post<Failure>(
      `/api/team/assignments/${assignment.id}/complete`,
      {},
    );
    expect(twice.status).toBe(409);
    // Completed: the lead stays the colleague's, and a new assignment may start.
    expect((await owner.get<Contact>(`/api/contacts/${contact.id}`)).body.assignedTo).toBe(
      colleagueId,
    );
    const next = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: memberId,
    });
    expect(next.body.id).not.toBe(assignment.id);
  });

  it('forgets a deleted contact’s assignments, completed and active, with their pointers', async () => {
    const contact = await newContact(owner);
    const { body: first } = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: memberId,
    });
    await manager.post(`/api/team/assignments/${first.id}/complete`, {});
    await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: colleagueId,
    });
    const table = testTable();
    const itemsOfContact = async () => {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `ORG#${organizationId}#ASSIGNMENTS` },
          ConsistentRead: true,
        }),
      );
      return Items.filter((i) => i.contactId === contact.id || String(i.sk).includes(contact.id))
        .length;
    };
    // Two assignments, each with its item under the contact, and the active pointer.
    expect(await itemsOfContact()).toBe(5);
    expect((await owner.delete(`/api/contacts/${contact.id}`)).status).toBe(204);
    // Kept while the contact is in the trash; gone once its days there are over.
    await settleProjections();
    expect(await itemsOfContact()).toBe(5);
    await endTrashDays(organizationId, contact.id);
    await expect.poll(itemsOfContact, { timeout: 15_000, interval: 300 }).toBe(0);
    // The contact's lead may be assigned afresh if it comes back (same email, new contact).
    const list = await manager.get<LeadAssignment[]>('/api/team/assignments?filter=all');
    expect(list.body.some((a) => a.contactId === contact.id)).toBe(false);
  });

  it('filters all, active, completed and high priority, and by assignee', async () => {
    const a = await newContact(owner);
    const b = await newContact(owner);
    const urgent = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: a.id,
      assignedTo: memberId,
      priority: 'urgent',
    });
    const low = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: b.id,
      assignedTo: colleagueId,
      priority: 'low',
    });
    await colleague.post(`/api/team/assignments/${low.body.id}/complete`, {});
    const ids = async (query: string) =>
      (await owner.get<LeadAssignment[]>(`/api/team/assignments${query}`)).body.map((x) => x.id);
    expect(await ids('')).toEqual(expect.arrayContaining([urgent.body.id, low.body.id]));
    expect(await ids('?filter=active')).toContain(urgent.body.id);
    expect(await ids('?filter=active')).not.toContain(low.body.id);
    expect(await ids('?filter=completed')).toContain(low.body.id);
    expect(await ids('?filter=completed')).not.toContain(urgent.body.id);
    expect(await ids('?filter=high-priority')).toContain(urgent.body.id);
    expect(await ids('?filter=high-priority')).not.toContain(low.body.id);
    expect(await ids(`?assignedTo=${colleagueId}`)).not.toContain(urgent.body.id);
    const newestFirst = await owner.get<LeadAssignment[]>('/api/team/assignments');
    const times = newestFirst.body.map((x) => x.id);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await owner.get<Failure>('/api/team/assignments?filter=soon')).status).toBe(400);
  });

  it('assigns a selection, each lead answering for itself', async () => {
    const a = await newContact(owner);
    const b = await newContact(owner);
    const response = await manager.post<BulkAssignResult>('/api/team/assign-leads', {
      contactIds: [a.id, b.id, '01JAAAAAAAAAAAAAAAAAAAAAAA', a.id],
      assignedTo: memberId,
      priority: 'high',
    });
    expect(response.status).toBe(200);
    expect(response.body.assigned.map((x) => x.contactId).sort()).toEqual([a.id, b.id].sort());
    expect(response.body.failed).toEqual([
      { contactId: '01JAAAAAAAAAAAAAAAAAAAAAAA', message: 'Contact not found' },
    ]);
    const tooMany = await manager.post<Failure>('/api/team/assign-leads', {
      contactIds: Array.from({ length: 101 }, (_, i) => `c${i}`),
      assignedTo: memberId,
    });
    expect(tooMany.status).toBe(400);
  });

  it('refuses bad input with field errors, and nothing changes', async () => {
    const contact = await newContact(owner);
    const cases: [Record<string, unknown>, string][] = [
      [{ assignedTo: memberId }, 'contactId'],
      [{ contactId: contact.id }, 'assignedTo'],
      [{ contactId: contact.id, assignedTo: memberId, priority: 'asap' }, 'priority'],
      [{ contactId: contact.id, assignedTo: memberId, notes: 'x'.repeat(2001) }, 'notes'],
      [{ contactId: contact.id, assignedTo: 'someone-else' }, 'assignedTo'],
    ];
    for (const [body, field] of cases) {
      const response = await manager.post<Failure>('/api/team/assign-lead', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.details?.map((d) => d.field)).toContain(field);
    }
    expect((await owner.get<Contact>(`/api/contacts/${contact.id}`)).body.assignedTo).toBe(
      (await me(owner)).id,
    );
  });

  it('refuses bad changes to an assignment, and bad ids, and nothing changes', async () => {
    const contact = await newContact(owner);
    const { body: assignment } = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: memberId,
      priority: 'high',
    });
    const path = `/api/team/assignments/${assignment.id}`;
    for (const [body, field] of [
      [{ priority: 'asap' }, 'priority'],
      [{ assignedTo: 'not a member' }, 'assignedTo'],
      [{ notes: 'x'.repeat(2001) }, 'notes'],
      [{ assignedTo: 'someone-else' }, 'assignedTo'],
    ] as const) {
      const response = await manager.put<Failure>(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.details?.map((d) => d.field)).toContain(field);
    }
    expect((await manager.put<Failure>('/api/team/assignments/a%20b', {})).status).toBe(400);
    expect((await member.post<Failure>('/api/team/assignments/a%20b/complete', {})).status).toBe(
      400,
    );
    expect(
      (await manager.put<Failure>('/api/team/assignments/01JAAAAAAAAAAAAAAAAAAAAAAA', {})).status,
    ).toBe(404);
    const list = await owner.get<LeadAssignment[]>('/api/team/assignments');
    expect(list.body.find((a) => a.id === assignment.id)).toMatchObject({
      assignedTo: memberId,
      priority: 'high',
    });
  });

  it('refuses to assign to someone who left the team', async () => {
    const leaver = await signInAsMember(organizationId, 'member');
    const leaverId = (await me(leaver)).id;
    await removeMembership(organizationId, leaverId);
    const contact = await newContact(owner);
    const response = await manager.post<Failure>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: leaverId,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Choose a member of this team');
  });

  it('keeps assignments to their organization', async () => {
    const stranger = await signIn();
    const strangerOrg = (await me(stranger)).organizationId;
    const strangerManager = await signInAsMember(strangerOrg, 'manager');
    const contact = await newContact(owner);
    const { body: assignment } = await manager.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: contact.id,
      assignedTo: memberId,
    });
    // Another organization's manager can neither assign this contact, nor to this member,
    // nor see, change or complete this assignment.
    expect(
      (
        await strangerManager.post('/api/team/assign-lead', {
          contactId: contact.id,
          assignedTo: (await me(stranger)).id,
        })
      ).status,
    ).toBe(404);
    const theirContact = await newContact(stranger);
    expect(
      (
        await strangerManager.post('/api/team/assign-lead', {
          contactId: theirContact.id,
          assignedTo: memberId,
        })
      ).status,
    ).toBe(400);
    const list = await stranger.get<LeadAssignment[]>('/api/team/assignments');
    expect(list.body.map((a) => a.id)).not.toContain(assignment.id);
    expect(
      (await strangerManager.put(`/api/team/assignments/${assignment.id}`, { priority: 'low' }))
        .status,
    ).toBe(404);
    expect(
      (await stranger.post(`/api/team/assignments/${assignment.id}/complete`, {})).status,
    ).toBe(404);
  });

  it('reads and changes the team settings, admins only, within the team', async () => {
    const settings = await member.get<TeamSettings>('/api/team/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      organizationId,
      recordVisibility: 'all',
      roundRobinMemberIds: [],
      maxMembers: 5,
    });
    const admin = await signInAsMember(organizationId, 'admin');
    const saved = await admin.put<TeamSettings>('/api/team/settings', {
      name: 'Acme Sales',
      roundRobinMemberIds: [memberId, colleagueId],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Acme Sales',
      recordVisibility: 'all',
      roundRobinMemberIds: [memberId, colleagueId],
    });
    const outsider = (await me(await signIn())).id;
    const refused = await admin.put<Failure>('/api/team/settings', {
      roundRobinMemberIds: [outsider],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details?.[0]?.field).toBe('roundRobinMemberIds');
    for (const body of [
      { name: '' },
      { recordVisibility: 'some' },
      { roundRobinMemberIds: [memberId, memberId] },
    ]) {
      expect((await admin.put('/api/team/settings', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await manager.put('/api/team/settings', { name: 'Mine' })).status).toBe(403);
    expect((await admin.get<TeamSettings>('/api/team/settings')).body.name).toBe('Acme Sales');
  });
});

describe('round-robin', () => {
  it('hands imported leads to the chosen members in turn, skipping those who left', async () => {
    const owner = await signIn();
    const organizationId = (await me(owner)).organizationId;
    const admin = await signInAsMember(organizationId, 'admin');
    const first = await signInAsMember(organizationId, 'member');
    const second = await signInAsMember(organizationId, 'member');
    const leaver = await signInAsMember(organizationId, 'member');
    const [a, b, c] = await Promise.all([me(first), me(second), me(leaver)]);
    const saved = await admin.put('/api/team/settings', {
      roundRobinMemberIds: [a.id, c.id, b.id],
    });
    expect(saved.status).toBe(200);
    await removeMembership(organizationId, c.id);
    const lines = Array.from(
      { length: 4 },
      (_, i) => `Turn ${i} - turn-${i}-${randomUUID()}@lead.in`,
    );
    const imported = await owner.post<{ success: number }>('/api/contacts/import', {
      type: 'manual',
      data: lines.join('\n'),
    });
    expect(imported.body.success).toBe(4);
    const count = async (client: ApiClient) =>
      (await client.get<ContactPage>('/api/contacts?assignedTo=me&limit=10')).body.total;
    await settleProjections();
    expect([await count(first), await count(second)]).toEqual([2, 2]);
    // Each member is told once for the import, not once a lead.
    for (const told of [first, second]) {
      const notices = (await told.get<NoticePage>('/api/notifications')).body.items;
      expect(notices).toEqual([
        expect.objectContaining({
          kind: 'assignment',
          title: '2 new leads assigned to you',
          message: '2 new leads from an import are yours to follow up.',
          link: '/app/contacts?leads=mine',
        }),
      ]);
    }
    // Off again: the next import stays unassigned.
    await admin.put('/api/team/settings', { roundRobinMemberIds: [] });
    await owner.post('/api/contacts/import', {
      type: 'manual',
      data: `Pool - pool-${randomUUID()}@lead.in`,
    });
    await settleProjections();
    const pool = await owner.get<ContactPage>('/api/contacts?assignedTo=none&limit=10');
    expect(pool.body.total).toBe(1);
  });
});

describe('a member who leaves', () => {
  it('leaves their leads to the team: back among the unassigned, assignments completed, deals following', async () => {
    const owner = await signIn();
    const organizationId = (await me(owner)).organizationId;
    const admin = await signInAsMember(organizationId, 'admin');
    const leaver = await signInAsMember(organizationId, 'member');
    const stayer = await signInAsMember(organizationId, 'member');
    const leaverId = (await me(leaver)).id;
    const own = [await newContact(leaver), await newContact(leaver)];
    const handed = await newContact(owner);
    const { body: assignment } = await admin.post<LeadAssignment>('/api/team/assign-lead', {
      contactId: handed.id,
      assignedTo: leaverId,
    });
    const deal = (
      await leaver.post<{ id: string }>('/api/deals', {
        title: 'Left behind',
        contactId: own[0]?.id,
      })
    ).body;
    const kept = await newContact(stayer);
    await admin.put('/api/team/settings', { recordVisibility: 'own' });
    // While the leaver is there, the stayer sees none of the leaver's leads or deals.
    const stayerSees = async () =>
      (await stayer.get<ContactPage>('/api/contacts?limit=50')).body.items.map((c) => c.id);
    await settleProjections();
    expect(await stayerSees()).toEqual([kept.id]);

    expect((await admin.delete(`/api/team/members/${leaverId}`)).status).toBe(204);
    const leaving = [...own.map((c) => c.id), handed.id].sort();
    await expect
      .poll(
        async () =>
          (await owner.get<ContactPage>('/api/contacts?assignedTo=none&limit=50')).body.items
            .map((c) => c.id)
            .sort(),
        { timeout: 15_000, interval: 300 },
      )
      .toEqual(leaving);
    expect((await stayerSees()).sort()).toEqual([...leaving, kept.id].sort());
    const completed = await owner.get<LeadAssignment[]>('/api/team/assignments?filter=completed');
    expect(completed.body.map((a) => a.id)).toContain(assignment.id);
    const timeline = await owner.get<{ items: { subject: string; description: string }[] }>(
      `/api/contacts/${handed.id}/activities`,
    );
    expect(timeline.body.items[0]).toMatchObject({
      subject: 'Lead unassigned',
      description: expect.stringContaining('left the team'),
    });
    // The deal follows its contact to the unassigned leads, where the stayer sees it.
    await expect
      .poll(async () => (await stayer.get<{ id: string }[]>('/api/deals')).body.map((d) => d.id), {
        timeout: 15_000,
        interval: 300,
      })
      .toContain(deal.id);
    expect((await owner.get<Contact>(`/api/contacts/${kept.id}`)).body.assignedTo).toBe(
      (await me(stayer)).id,
    );
  });

  it('hands their leads to the member the admin chooses, who must be an active teammate', async () => {
    const owner = await signIn();
    const organizationId = (await me(owner)).organizationId;
    const leaver = await signInAsMember(organizationId, 'member');
    const heir = await signInAsMember(organizationId, 'member');
    const stranger = await signIn();
    const leaverId = (await me(leaver)).id;
    const heirId = (await me(heir)).id;
    const strangerId = (await me(stranger)).id;
    const leads = [await newContact(leaver), await newContact(leaver)];

    for (const leadsTo of [leaverId, strangerId, 'not valid!']) {
      const refused = await owner.delete<Failure>(
        `/api/team/members/${leaverId}?leadsTo=${encodeURIComponent(leadsTo)}`,
      );
      expect(refused.status).toBe(400);
    }
    expect(
      (await owner.get<{ id: string }[]>('/api/team/members')).body.map((m) => m.id),
    ).toContain(leaverId);

    expect((await owner.delete(`/api/team/members/${leaverId}?leadsTo=${heirId}`)).status).toBe(
      204,
    );
    await expect
      .poll(
        async () =>
          (await heir.get<ContactPage>('/api/contacts?assignedTo=me&limit=50')).body.items
            .map((c) => c.id)
            .sort(),
        { timeout: 15_000, interval: 300 },
      )
      .toEqual(leads.map((c) => c.id).sort());
    const timeline = await owner.get<{ items: { subject: string; description: string }[] }>(
      `/api/contacts/${leads[0]?.id}/activities`,
    );
    expect(timeline.body.items[0]).toMatchObject({
      subject: 'Lead assigned',
      description: expect.stringMatching(/^Handed to .+: .+ left the team$/),
    });
  });
});
