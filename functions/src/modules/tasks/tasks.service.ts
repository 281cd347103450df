import type {
  Task,
  TaskFields,
  TaskListQuery,
  TaskPage,
  TaskPatch,
} from '@salesflow/shared/tasks/task.schema';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import {
  assertMayChangeContact,
  contactsByIds,
  leadHolder,
  visibleContact,
  visibleLeadHolders,
} from '../contacts/contacts.service';
import { visibleDeal } from '../deals/deals.service';
import { isActiveMember } from '../teams/teams.service';
import { lastWhatsAppReplies } from '../whatsapp/whatsapp-window.service';
import {
  ASSIGNEE_TASKS_PARTITION,
  CONTACT_TASKS_PARTITION,
  ORGANIZATION_TASKS_PARTITION,
  type StoredTask,
  toTask,
} from './task.entity';
import {
  assigneeRefusal,
  listRange,
  mayChangeTask,
  seesTask,
  TASK_NOT_YOURS_MESSAGE,
} from './task-rules';
import {
  findTask,
  readTaskPage,
  type TaskList,
  taskDeleteWrite,
  taskInsertWrite,
  taskReplaceWrite,
} from './tasks.repository';

const notFound = () => new NotFoundError('Task not found');

/** The names of the contacts among `ids` that the caller may see (one read for them all). */
const visibleContactNames = async (
  auth: AuthContext,
  ids: readonly string[],
): Promise<Map<string, string>> =>
  new Map([...(await visibleContactsOf(auth, ids)).values()].map((c) => [c.id, c.name]));

const visibleContactsOf = async (auth: AuthContext, ids: readonly string[]) => {
  if (ids.length === 0)
    return new Map<string, { id: string; name: string; phoneE164: string | null }>();
  const holders = visibleLeadHolders(auth);
  const contacts = await contactsByIds(auth.organizationId, [...new Set(ids)]);
  return new Map(
    contacts
      .filter((contact) => !holders || holders.includes(leadHolder(contact)))
      .map((contact) => [contact.id, contact]),
  );
};

/**
 * The open tasks' replies: a contact who wrote on WhatsApp after the task was made (the window's
 * last inbound time, one batch read for the page). A reply closes nothing.
 */
const repliesOf = async (
  auth: AuthContext,
  tasks: readonly StoredTask[],
  contacts: Map<string, { phoneE164: string | null }>,
): Promise<Map<string, NonNullable<Task['reply']>>> => {
  const open = tasks.filter((task) => !task.done && task.contactId);
  const phoneOf = (task: StoredTask) =>
    (task.contactId && contacts.get(task.contactId)?.phoneE164) || null;
  const phones = open.flatMap((task) => phoneOf(task) ?? []);
  const last = await lastWhatsAppReplies(auth.organizationId, phones);
  const replies = new Map<string, NonNullable<Task['reply']>>();
  for (const task of open) {
    const phone = phoneOf(task);
    const at = phone ? last.get(phone) : undefined;
    if (at && at > task.createdAt) replies.set(task.id, { channel: 'whatsapp', at });
  }
  return replies;
};

/** The task with its contact's name, if the caller may see it; else "not found". */
const findVisibleTask = async (
  auth: AuthContext,
  id: string,
): Promise<{ task: StoredTask; contactName: string | null }> => {
  const task = await findTask(auth.organizationId, id);
  if (!task) throw notFound();
  const names = await visibleContactNames(auth, task.contactId ? [task.contactId] : []);
  if (!seesTask(auth, task, (contactId) => names.has(contactId))) throw notFound();
  return { task, contactName: (task.contactId && names.get(task.contactId)) || null };
};

/** 403 unless the assignee is one the caller may choose and an active member. */
const checkAssignee = async (auth: AuthContext, assignee: string) => {
  const refusal = assigneeRefusal(auth, assignee);
  if (refusal) throw new ForbiddenError(refusal);
  if (assignee !== auth.userId && !(await isActiveMember(auth.organizationId, assignee))) {
    throw new ValidationError([
      { field: 'assignedTo', message: 'Choose a member of your organization' },
    ]);
  }
};

/**
 * The contact and deal a task hangs on, as the caller may use them: each must be one they see
 * (else a field error, as for a deal's contact), and a member may add follow-ups only to leads
 * they may change. A deal on a contact gives the task that contact when none was chosen.
 */
const linksOf = async (
  auth: AuthContext,
  contactId: string | null,
  dealId: string | null,
): Promise<{ contactId: string | null; dealId: string | null; contactName: string | null }> => {
  const deal = dealId ? await visibleDeal(auth, dealId) : null;
  if (dealId && !deal) {
    throw new ValidationError([{ field: 'dealId', message: 'Choose a deal of your organization' }]);
  }
  const linked = contactId ?? deal?.contactId ?? null;
  if (linked) {
    const contact = await visibleContact(auth, linked);
    if (!contact) {
      throw new ValidationError([
        { field: 'contactId', message: 'Choose a contact of your organization' },
      ]);
    }
    assertMayChangeContact(auth, contact);
    return { contactId: linked, dealId, contactName: contact.name };
  }
  return { contactId: linked, dealId, contactName: null };
};

/** POST /api/tasks */
export const createTask = async (auth: AuthContext, fields: TaskFields): Promise<Task> => {
  const assignee = fields.assignedTo ?? auth.userId;
  await checkAssignee(auth, assignee);
  const { contactName, ...links } = await linksOf(auth, fields.contactId, fields.dealId);
  const now = new Date().toISOString();
  const task: StoredTask = {
    id: newId(),
    organizationId: auth.organizationId,
    title: fields.title,
    type: fields.type,
    dueAt: fields.dueAt,
    assignedTo: assignee,
    createdBy: auth.userId,
    ...links,
    notes: fields.notes,
    done: false,
    doneAt: null,
    createdAt: now,
    updatedAt: now,
    remindedFor: null,
  };
  await commit([taskInsertWrite(task)]);
  return toTask(task, contactName);
};

/** PUT /api/tasks/{id}: what is sent changes; `done` completes it or opens it again. */
export const updateTask = async (
  auth: AuthContext,
  id: string,
  patch: TaskPatch,
): Promise<Task> => {
  const { task: previous, contactName: previousName } = await findVisibleTask(auth, id);
  if (!mayChangeTask(auth, previous)) throw new ForbiddenError(TASK_NOT_YOURS_MESSAGE);
  const assignee =
    patch.assignedTo === undefined ? previous.assignedTo : (patch.assignedTo ?? auth.userId);
  if (assignee !== previous.assignedTo) await checkAssignee(auth, assignee);
  const contactId = patch.contactId === undefined ? previous.contactId : patch.contactId;
  const dealId = patch.dealId === undefined ? previous.dealId : patch.dealId;
  const { contactName, ...links } =
    contactId !== previous.contactId || dealId !== previous.dealId
      ? await linksOf(auth, contactId, dealId)
      : { contactId, dealId, contactName: previousName };
  const now = new Date().toISOString();
  const done = patch.done ?? previous.done;
  const next: StoredTask = {
    ...previous,
    title: patch.title ?? previous.title,
    type: patch.type ?? previous.type,
    dueAt: patch.dueAt ?? previous.dueAt,
    notes: patch.notes === undefined ? previous.notes : patch.notes,
    assignedTo: assignee,
    ...links,
    done,
    doneAt: done ? (previous.done ? previous.doneAt : now) : null,
    updatedAt: now,
  };
  await commit([taskReplaceWrite(next, previous)]);
  return toTask(next, contactName);
};

/** DELETE /api/tasks/{id} */
export const deleteTask = async (auth: AuthContext, id: string): Promise<void> => {
  const { task } = await findVisibleTask(auth, id);
  if (!mayChangeTask(auth, task)) throw new ForbiddenError(TASK_NOT_YOURS_MESSAGE);
  await commit([taskDeleteWrite(task)]);
};

/** Which list a query reads: a contact's, an assignee's, or the organization's. */
const listOf = async (auth: AuthContext, query: TaskListQuery): Promise<TaskList> => {
  if (query.contactId) {
    if (!(await visibleContact(auth, query.contactId))) {
      throw new NotFoundError('Contact not found');
    }
    return { by: 'contact', pk: CONTACT_TASKS_PARTITION.key(auth.organizationId, query.contactId) };
  }
  const assignee = query.assignedTo === 'me' ? auth.userId : query.assignedTo;
  // A member shown only their own records lists their own tasks unless they name someone.
  const own = auth.scope?.kind === 'own' ? auth.userId : undefined;
  const of = assignee ?? own;
  return of
    ? { by: 'assignee', pk: ASSIGNEE_TASKS_PARTITION.key(auth.organizationId, of) }
    : { by: 'organization', pk: ORGANIZATION_TASKS_PARTITION.key(auth.organizationId) };
};

/** GET /api/tasks: a page of open tasks in a due window, soonest first (or done ones, latest first). */
export const listTasks = async (auth: AuthContext, query: TaskListQuery): Promise<TaskPage> => {
  const list = await listOf(auth, query);
  const range = listRange(query.status, query.due, new Date(), auth.timezone);
  const page = await readTaskPage(list, range, query.limit, query.cursor);
  // One read of the page's contacts: their names, and which the caller sees (a contact's own
  // list was checked before it was read); then one of their replies.
  const contacts = await visibleContactsOf(
    auth,
    page.items.flatMap((task) => (task.contactId ? [task.contactId] : [])),
  );
  const shown = page.items.filter(
    (task) => list.by === 'contact' || seesTask(auth, task, (c) => contacts.has(c)),
  );
  const replies = await repliesOf(auth, shown, contacts);
  return {
    items: shown.map((task) => {
      const reply = replies.get(task.id);
      return {
        ...toTask(task, (task.contactId && contacts.get(task.contactId)?.name) || null),
        ...(reply ? { reply } : {}),
      };
    }),
    nextCursor: page.nextCursor,
  };
};

/**
 * The call task an AI call whose lead asked to be called back leaves, due when the lead asked:
 * for the lead's holder (else whoever placed the call), on the lead. Its id comes from the call,
 * so it is written once, in the transaction that records the call's analysis.
 */
export const callbackTaskWrite = (callback: {
  organizationId: string;
  callId: string;
  placedBy: string;
  contact: { id: string; name: string; assignedTo: string | null };
  callbackAt: string;
  summary: string;
  at: string;
}) =>
  taskInsertWrite({
    id: `callback-${callback.callId}`,
    organizationId: callback.organizationId,
    title: `Call back ${callback.contact.name}`.slice(0, 200),
    type: 'call',
    dueAt: new Date(callback.callbackAt).toISOString(),
    assignedTo: callback.contact.assignedTo ?? callback.placedBy,
    createdBy: callback.placedBy,
    contactId: callback.contact.id,
    dealId: null,
    notes: `The lead asked to be called back. ${callback.summary}`.trim().slice(0, 2000),
    done: false,
    doneAt: null,
    createdAt: callback.at,
    updatedAt: callback.at,
    remindedFor: null,
  });
