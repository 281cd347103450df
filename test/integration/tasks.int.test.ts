import { randomUUID } from 'node:crypto';
import { sendDueReminders } from '@salesflow/functions/modules/tasks/task-reminders.service';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { NoticePage } from '@salesflow/shared/notifications/notice';
import type { Task, TaskPage } from '@salesflow/shared/tasks/task.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { settleProjections } from '../support/projections';
import { useLocalStackFromTests } from '../support/service-env';
import { signInAsMember } from '../support/team';

const me = async (client: ApiClient) => (await client.get<AuthUser>('/api/auth/user')).body;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const addContact = async (client: ApiClient, name = `Lead ${randomUUID().slice(0, 6)}`) => {
  const response = await client.post<Contact>('/api/contacts', {
    name,
    email: `${randomUUID()}@lead.in`,
  });
  expect(response.status).toBe(201);
  return response.body;
};

const addTask = async (client: ApiClient, fields: Record<string, unknown>) => {
  const response = await client.post<Task>('/api/tasks', {
    title: 'Call back about the quote',
    dueAt: inHours(30),
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

/** A task list's ids (its lists are global indexes: read once they have the write). */
const listed = async (client: ApiClient, query: string) => {
  const response = await client.get<TaskPage>(`/api/tasks?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items.map((task) => task.id);
};

const fieldErrors = (body: unknown) =>
  ((body as ErrorBody).error.details ?? []).map((detail) => detail.field);

beforeAll(useLocalStackFromTests);

describe('tasks (follow-ups)', () => {
  let owner: ApiClient;
  let member: ApiClient;
  let colleague: ApiClient;
  let stranger: ApiClient;
  let ownerId: string;
  let memberId: string;
  let colleagueId: string;

  beforeAll(async () => {
    owner = await signIn();
    const self = await me(owner);
    ownerId = self.id;
    member = await signInAsMember(self.organizationId, 'member');
    colleague = await signInAsMember(self.organizationId, 'member');
    memberId = (await me(member)).id;
    colleagueId = (await me(colleague)).id;
    stranger = await signIn();
  });

  it('makes a follow-up on a contact, assigned to its maker, and lists it where it belongs', async () => {
    const contact = await addContact(owner);
    const task = await addTask(owner, { type: 'call', contactId: contact.id, notes: 'Quote v2' });
    expect(task).toMatchObject({
      type: 'call',
      assignedTo: ownerId,
      createdBy: ownerId,
      contactId: contact.id,
      contactName: contact.name,
      dealId: null,
      notes: 'Quote v2',
      done: false,
      doneAt: null,
    });
    expect(await listed(owner, 'assignedTo=me')).toContain(task.id);
    expect(await listed(owner, 'assignedTo=me&due=upcoming')).toContain(task.id);
    expect(await listed(owner, 'assignedTo=me&due=today')).not.toContain(task.id);
    expect(await listed(owner, `contactId=${contact.id}`)).toEqual([task.id]);
    expect(await listed(owner, '')).toContain(task.id);
    // Each task in a list names its contact as it is now.
    await owner.put(`/api/contacts/${contact.id}`, { name: 'Renamed Lead' });
    const page = await owner.get<TaskPage>(`/api/tasks?contactId=${contact.id}`);
    expect(page.body.items[0]?.contactName).toBe('Renamed Lead');
  });

  it('sorts open tasks by due time and puts each in one due window', async () => {
    const contact = await addContact(owner);
    const late = await addTask(owner, { contactId: contact.id, dueAt: inHours(-2) });
    const soon = await addTask(owner, { contactId: contact.id, dueAt: inHours(0.01) });
    const later = await addTask(owner, { contactId: contact.id, dueAt: inHours(48) });
    expect(await listed(owner, `contactId=${contact.id}`)).toEqual([late.id, soon.id, later.id]);
    expect(await listed(owner, `contactId=${contact.id}&due=overdue`)).toEqual([late.id]);
    expect(await listed(owner, `contactId=${contact.id}&due=upcoming`)).toEqual([later.id]);
  });

  it('takes a deal’s contact, and completes and reopens a task', async () => {
    const contact = await addContact(owner);
    const deal = (
      await owner.post<Deal>('/api/deals', { title: 'Looms', value: 1000, contactId: contact.id })
    ).body;
    const task = await addTask(owner, { dealId: deal.id });
    expect(task).toMatchObject({ dealId: deal.id, contactId: contact.id });

    const done = await owner.put<Task>(`/api/tasks/${task.id}`, { done: true });
    expect(done.status).toBe(200);
    expect(done.body.done).toBe(true);
    expect(Date.parse(done.body.doneAt ?? '')).toBeGreaterThan(0);
    expect(await listed(owner, `contactId=${contact.id}`)).toEqual([]);
    expect(await listed(owner, `contactId=${contact.id}&status=done`)).toEqual([task.id]);

    const reopened = await owner.put<Task>(`/api/tasks/${task.id}`, { done: false });
    expect(reopened.body).toMatchObject({ done: false, doneAt: null });
    expect(await listed(owner, `contactId=${contact.id}`)).toEqual([task.id]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const contact = await addContact(owner);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', dueAt: inHours(1) }, 'title'],
      [{ title: 'x', dueAt: 'tomorrow' }, 'dueAt'],
      [{ title: 'x', dueAt: '2026-13-45T10:00:00Z' }, 'dueAt'],
      [{ title: 'x', dueAt: inHours(1), type: 'fax' }, 'type'],
      [{ title: 'x', dueAt: inHours(1), contactId: 'no-such-contact' }, 'contactId'],
      [{ title: 'x', dueAt: inHours(1), dealId: 'no-such-deal' }, 'dealId'],
      [{ title: 'x', dueAt: inHours(1), assignedTo: 'no-such-user' }, 'assignedTo'],
      [{ title: 'x'.repeat(201), dueAt: inHours(1) }, 'title'],
      [{ title: 'x', dueAt: inHours(1), notes: 'n'.repeat(2001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.post('/api/tasks', {
        ...body,
        contactId: body.contactId ?? contact.id,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(fieldErrors(response.body), JSON.stringify(body)).toContain(field);
    }
    expect(await listed(owner, `contactId=${contact.id}`)).toEqual([]);
    const unknownQuery = await owner.get('/api/tasks?due=yesterday');
    expect(unknownQuery.status).toBe(400);
  });

  it('keeps each organization’s tasks to itself', async () => {
    const contact = await addContact(owner);
    const task = await addTask(owner, { contactId: contact.id });
    expect((await stranger.put(`/api/tasks/${task.id}`, { done: true })).status).toBe(404);
    expect((await stranger.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/tasks?contactId=${contact.id}`)).status).toBe(404);
    expect(await listed(stranger, '')).not.toContain(task.id);
    const linked = await stranger.post('/api/tasks', {
      title: 'x',
      dueAt: inHours(1),
      contactId: contact.id,
    });
    expect(linked.status).toBe(400);
    const assigned = await stranger.post('/api/tasks', {
      title: 'x',
      dueAt: inHours(1),
      assignedTo: ownerId,
    });
    expect(assigned.status).toBe(400);
    const after = await owner.get<TaskPage>(`/api/tasks?contactId=${contact.id}`);
    expect(after.body.items[0]).toMatchObject({ id: task.id, done: false });
  });

  it('lets a member give tasks only to themselves and change only theirs; a manager any', async () => {
    const forColleague = await member.post('/api/tasks', {
      title: 'Send the brochure',
      dueAt: inHours(5),
      assignedTo: colleagueId,
    });
    expect(forColleague.status).toBe(403);
    const ownersTask = await addTask(owner, { assignedTo: colleagueId, title: 'Demo' });
    expect(ownersTask.assignedTo).toBe(colleagueId);
    expect((await member.put(`/api/tasks/${ownersTask.id}`, { done: true })).status).toBe(403);
    expect((await member.delete(`/api/tasks/${ownersTask.id}`)).status).toBe(403);
    const byAssignee = await colleague.put<Task>(`/api/tasks/${ownersTask.id}`, { done: true });
    expect(byAssignee.status).toBe(200);
    expect((await owner.delete(`/api/tasks/${ownersTask.id}`)).status).toBe(204);
    expect((await owner.put(`/api/tasks/${ownersTask.id}`, { done: true })).status).toBe(404);
  });

  it('with "own" visibility, shows a member their tasks and those on leads they see', async () => {
    const theirLead = await addContact(owner);
    await owner.put(`/api/contacts/${theirLead.id}`, { assignedTo: colleagueId });
    const onTheirLead = await addTask(owner, { contactId: theirLead.id, assignedTo: colleagueId });
    const membersOwn = await addTask(member, { title: 'My own follow-up' });
    expect((await owner.put('/api/team/settings', { recordVisibility: 'own' })).status).toBe(200);
    try {
      expect(await listed(member, '')).toEqual([membersOwn.id]);
      expect(await listed(member, `assignedTo=${colleagueId}`)).not.toContain(onTheirLead.id);
      expect((await member.get(`/api/tasks?contactId=${theirLead.id}`)).status).toBe(404);
      expect((await member.put(`/api/tasks/${onTheirLead.id}`, { title: 'x' })).status).toBe(404);
      expect(await listed(owner, `assignedTo=${colleagueId}`)).toContain(onTheirLead.id);
    } finally {
      await owner.put('/api/team/settings', { recordVisibility: 'all' });
    }
  });

  it('answers two changes made at once with one each, or a conflict, never a lost write', async () => {
    const task = await addTask(owner, {});
    const [a, b] = await Promise.all([
      owner.put<Task>(`/api/tasks/${task.id}`, { title: 'First' }),
      owner.put<Task>(`/api/tasks/${task.id}`, { notes: 'Second' }),
    ]);
    expect([a.status, b.status].every((s) => s === 200 || s === 409)).toBe(true);
    expect([a.status, b.status]).toContain(200);
    const now = await owner.get<TaskPage>('/api/tasks?assignedTo=me&limit=100');
    const stored = now.body.items.find((t) => t.id === task.id);
    if (a.status === 200) expect(stored?.title).toBe('First');
    if (b.status === 200) expect(stored?.notes).toBe('Second');
  });

  it('reminds the assignee once at the due time, and not for a task done first', async () => {
    const contact = await addContact(owner);
    const due = new Date(Date.now() + 2_000).toISOString();
    // The owner gives it to the member (a member could give it only to themselves).
    const task = await addTask(owner, {
      type: 'call',
      contactId: contact.id,
      dueAt: due,
      assignedTo: memberId,
    });
    expect(task.assignedTo).toBe(memberId);
    const skipped = await addTask(member, { title: 'Done before its time', dueAt: due });
    expect((await member.put(`/api/tasks/${skipped.id}`, { done: true })).status).toBe(200);
    await settleProjections();
    await sleep(Math.max(0, Date.parse(due) - Date.now()) + 100);

    await sendDueReminders(new Date());
    await sendDueReminders(new Date());
    const notices = (await member.get<NoticePage>('/api/notifications?limit=50')).body.items;
    const reminders = notices.filter((notice) => notice.kind === 'taskDue');
    expect(reminders.map((notice) => notice.title)).toEqual([
      'Call due: Call back about the quote',
    ]);
    expect(reminders[0]?.link).toBe(`/app/contacts?contact=${contact.id}`);
    await settleProjections();
    await sendDueReminders(new Date());
    const again = (await member.get<NoticePage>('/api/notifications?limit=50')).body.items;
    expect(again.filter((notice) => notice.kind === 'taskDue')).toHaveLength(1);
  });
});
