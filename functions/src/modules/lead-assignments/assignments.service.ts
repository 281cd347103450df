import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  ASSIGNMENT_LIST_MAX,
  type AssignLeadInput,
  type AssignLeadsInput,
  type AssignmentListQuery,
  type AssignmentUpdate,
  type BulkAssignResult,
  type LeadAssignment,
} from '@salesflow/shared/teams/assignment.schema';
import type { MemberDeparture } from '@salesflow/shared/teams/member-departure';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import {
  ContactChangedError,
  contactHandover,
  contactsByIds,
  getContact,
  leadsHeldBy,
} from '../contacts/contacts.service';
import { assignmentNotice, notify } from '../notifications/notifications.service';
import { organizationOf } from '../organizations/organizations.service';
import { isActiveMember, personName, usersOf } from '../teams/teams.service';
import type { AssignmentRecord } from './assignment.entity';
import {
  activeAssignmentProblem,
  assignedNote,
  assignmentFor,
  assignmentListScope,
  completedAssignment,
  departingLead,
  endsWithDeparture,
  mayComplete,
  reassignment,
  tellsAssignee,
} from './assignment-rules';
import {
  assignmentInsertWrites,
  assignmentReplaceWrites,
  deleteAssignmentsOfContact,
  findActiveAssignment,
  findAssignment,
  listAssignmentRecords,
} from './assignments.repository';

type Person = LeadAssignment['assignee'];

const notFound = () => new NotFoundError('Assignment not found');
const notMember = () => {
  const message = 'Choose a member of this team';
  return new ValidationError([{ field: 'assignedTo', message }], message);
};

const peopleOf = async (ids: readonly string[]): Promise<Map<string, Person>> =>
  new Map(
    (await usersOf(ids)).map((user) => [
      user.id,
      { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    ]),
  );

const someone = (id: string): Person => ({ id, firstName: null, lastName: null, email: '' });

const toLeadAssignment = (
  record: AssignmentRecord,
  contact: Pick<Contact, 'id' | 'name' | 'company' | 'score'>,
  people: Map<string, Person>,
): LeadAssignment => ({
  id: record.id,
  contactId: record.contactId,
  assignedTo: record.assignedTo,
  assignedBy: record.assignedBy,
  organizationId: record.organizationId,
  status: record.status,
  priority: record.priority,
  notes: record.notes,
  assignedAt: record.assignedAt,
  completedAt: record.completedAt,
  contact: { id: contact.id, name: contact.name, company: contact.company, score: contact.score },
  assignee: people.get(record.assignedTo) ?? someone(record.assignedTo),
  assigner: people.get(record.assignedBy) ?? someone(record.assignedBy),
});

/** Tries again when the contact or the assignment changed between its read and the write. */
const retried = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ContactChangedError) || attempt >= 2) throw error;
    }
  }
};

/**
 * Hands one lead to a member: a new active assignment, or the contact's active one reassigned
 * (its priority and notes replaced), and the contact becomes the assignee's lead, in one
 * transaction with a line on the contact's timeline.
 */
const assignOne = async (
  auth: AuthContext,
  input: Omit<AssignLeadInput, 'contactId'> & { contactId: string },
  people: Map<string, Person>,
): Promise<LeadAssignment> =>
  retried(async () => {
    const contact = await getContact(auth, input.contactId);
    const existing = await findActiveAssignment(auth.organizationId, contact.id);
    const now = new Date().toISOString();
    const record = assignmentFor(existing, { ...input, contactId: contact.id }, auth, now, newId);
    const assignee = people.get(input.assignedTo) ?? someone(input.assignedTo);
    const assigner = people.get(auth.userId) ?? someone(auth.userId);
    const handover = contactHandover(
      auth,
      contact,
      input.assignedTo,
      assignedNote(personName(assignee), personName(assigner), input.priority),
    );
    await commit([
      ...(existing ? assignmentReplaceWrites(existing, record) : assignmentInsertWrites(record)),
      ...handover.writes,
    ]);
    countEvent('leadAssigned');
    const assignment = toLeadAssignment(record, handover.next, people);
    await tellAssignee(auth, assignment, Boolean(existing));
    return assignment;
  });

/**
 * The assignee hears of it (the bell, and email when their settings say so), unless they
 * assigned it to themselves.
 */
const tellAssignee = async (auth: AuthContext, assignment: LeadAssignment, reassigned: boolean) => {
  if (!tellsAssignee(auth, assignment.assignedTo)) return;
  const { contact } = assignment;
  await notify(
    assignment.assignedTo,
    assignmentNotice({
      organizationId: assignment.organizationId,
      assignmentId: assignment.id,
      assignedAt: assignment.assignedAt,
      reassigned,
      contactId: contact.id,
      contactName: contact.name,
      contactCompany: contact.company,
      score: contact.score,
      assignedByName: personName(assignment.assigner),
      priority: assignment.priority,
      notes: assignment.notes,
    }),
  );
};

const checkAssignee = async (auth: AuthContext, assignedTo: string) => {
  if (!(await isActiveMember(auth.organizationId, assignedTo))) throw notMember();
};

/** POST /api/team/assign-lead. */
export const assignLead = async (
  auth: AuthContext,
  input: AssignLeadInput,
): Promise<LeadAssignment> => {
  await checkAssignee(auth, input.assignedTo);
  const people = await peopleOf([input.assignedTo, auth.userId]);
  return assignOne(auth, input, people);
};

/** POST /api/team/assign-leads: each lead on its own, a few at a time; each answers for itself. */
export const assignLeads = async (
  auth: AuthContext,
  input: AssignLeadsInput,
): Promise<BulkAssignResult> => {
  await checkAssignee(auth, input.assignedTo);
  const people = await peopleOf([input.assignedTo, auth.userId]);
  const result: BulkAssignResult = { assigned: [], failed: [] };
  const ids = [...new Set(input.contactIds)];
  for (let i = 0; i < ids.length; i += 4) {
    await Promise.all(
      ids.slice(i, i + 4).map(async (contactId) => {
        try {
          result.assigned.push(await assignOne(auth, { ...input, contactId }, people));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          result.failed.push({ contactId, message: error.message });
        }
      }),
    );
  }
  return result;
};

/**
 * The assignments the caller may see, newest first: a member who sees only their own leads sees
 * only their own assignments. Each names its contact as it is now; one whose contact is gone is
 * left out.
 */
export const listAssignments = async (
  auth: AuthContext,
  query: AssignmentListQuery,
): Promise<LeadAssignment[]> => {
  const scope = assignmentListScope(auth, query);
  if (!scope) return [];
  const records = await listAssignmentRecords(auth.organizationId, {
    filter: query.filter,
    ...scope,
    max: ASSIGNMENT_LIST_MAX,
  });
  const [contacts, people] = await Promise.all([
    contactsByIds(
      auth.organizationId,
      records.map((r) => r.contactId),
    ),
    peopleOf(records.flatMap((r) => [r.assignedTo, r.assignedBy])),
  ]);
  const byId = new Map(contacts.map((c) => [c.id, c]));
  return records.flatMap((record) => {
    const contact = byId.get(record.contactId);
    return contact ? [toLeadAssignment(record, contact, people)] : [];
  });
};

const activeAssignment = async (auth: AuthContext, id: string) => {
  const record = await findAssignment(auth.organizationId, id);
  const problem = activeAssignmentProblem(auth, record);
  if (problem === 'completed') throw new ConflictError('This assignment is already completed');
  if (problem || !record) throw notFound();
  return record;
};

/** PUT /api/team/assignments/{id}: reassign an active assignment, or change its priority or notes. */
export const updateAssignment = async (
  auth: AuthContext,
  id: string,
  update: AssignmentUpdate,
): Promise<LeadAssignment> => {
  const record = await activeAssignment(auth, id);
  const input = reassignment(record, update);
  if (input.assignedTo !== record.assignedTo) await checkAssignee(auth, input.assignedTo);
  const people = await peopleOf([input.assignedTo, auth.userId]);
  return assignOne(auth, input, people);
};

/** POST /api/team/assignments/{id}/complete: by the assignee, or a manager and above. */
export const completeAssignment = async (
  auth: AuthContext,
  id: string,
): Promise<LeadAssignment> => {
  const record = await activeAssignment(auth, id);
  if (!mayComplete(auth, record)) {
    throw new ForbiddenError('Only the assignee or a manager can complete this assignment');
  }
  const next = completedAssignment(record, new Date().toISOString());
  const [contact] = await contactsByIds(auth.organizationId, [record.contactId]);
  if (!contact) throw notFound();
  await commit(assignmentReplaceWrites(record, next));
  countEvent('assignmentCompleted');
  return toLeadAssignment(next, contact, await peopleOf([next.assignedTo, next.assignedBy]));
};

/**
 * A member left the organization: up to `batch` of their leads go to the member the admin chose
 * (while still in the team) or back to the unassigned leads (their deals follow), and their
 * active assignments on them are completed, each lead in its own transaction. Answers whether
 * some remain. Repeating it changes nothing; if they came back meanwhile, their leads stay theirs.
 */
export const releaseLeadsOf = async (departure: MemberDeparture, batch = 200): Promise<boolean> => {
  const { organizationId, userId } = departure;
  if (await isActiveMember(organizationId, userId)) return false;
  const { timezone } = await organizationOf(organizationId);
  const actor = { organizationId, userId: null, timezone };
  const successor =
    departure.leadsTo && (await isActiveMember(organizationId, departure.leadsTo))
      ? departure.leadsTo
      : null;
  const successorUser = successor ? (await usersOf([successor]))[0] : undefined;
  const heir = successor
    ? { id: successor, name: successorUser ? personName(successorUser) : 'another member' }
    : null;
  const page = await leadsHeldBy(organizationId, userId, batch);
  for (const listed of page.items) {
    await retried(async () => {
      const [contact] = await contactsByIds(organizationId, [listed.id]);
      const leaving = contact ? departingLead(departure, heir, contact) : null;
      if (!contact || !leaving) return;
      const handover = contactHandover(actor, contact, leaving.assignedTo, leaving.note);
      const active = await findActiveAssignment(organizationId, contact.id);
      const now = new Date().toISOString();
      await commit([
        ...handover.writes,
        ...(active && endsWithDeparture(departure, active)
          ? assignmentReplaceWrites(active, completedAssignment(active, now))
          : []),
      ]);
    });
  }
  countEvent('leadsReleased', page.items.length);
  return page.nextCursor !== null;
};

/** The contact was deleted: its assignments go too (from the contact-changes worker). */
export const forgetContactAssignments = (organizationId: string, contactId: string) =>
  deleteAssignmentsOfContact(organizationId, contactId);
