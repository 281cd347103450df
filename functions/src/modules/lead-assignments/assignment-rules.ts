import type {
  AssignLeadInput,
  AssignmentListQuery,
  AssignmentPriority,
  AssignmentUpdate,
} from '@salesflow/shared/teams/assignment.schema';
import type { AuthContext } from '../../platform/auth/session';
import type { AssignmentRecord } from './assignment.entity';

/**
 * Who gets a lead and what becomes of its assignment, decided without the table: the service
 * reads the assignment, calls one of these and writes what it answers.
 */

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'scope' | 'role'>;
type AssignInput = Omit<AssignLeadInput, 'contactId'> & { contactId: string };

/**
 * The contact's assignment after a lead is handed to `input.assignedTo`: its active one
 * reassigned (priority and notes replaced; assigned now only when the assignee changes), or a
 * new active one.
 */
export const assignmentFor = (
  existing: AssignmentRecord | null,
  input: AssignInput,
  caller: Pick<Caller, 'organizationId' | 'userId'>,
  now: string,
  newId: () => string,
): AssignmentRecord =>
  existing
    ? {
        ...existing,
        assignedTo: input.assignedTo,
        assignedBy: caller.userId,
        priority: input.priority,
        notes: input.notes,
        assignedAt: existing.assignedTo === input.assignedTo ? existing.assignedAt : now,
        updatedAt: now,
      }
    : {
        id: newId(),
        organizationId: caller.organizationId,
        contactId: input.contactId,
        assignedTo: input.assignedTo,
        assignedBy: caller.userId,
        status: 'active',
        priority: input.priority,
        notes: input.notes,
        assignedAt: now,
        completedAt: null,
        updatedAt: now,
      };

/** The line on the contact's timeline. */
export const assignedNote = (assignee: string, assigner: string, priority: AssignmentPriority) =>
  `Assigned to ${assignee} by ${assigner} (${priority} priority)`;

/** The assignee hears of it unless they assigned it to themselves. */
export const tellsAssignee = (caller: Pick<Caller, 'userId'>, assignedTo: string): boolean =>
  assignedTo !== caller.userId;

/** An edit of an active assignment, as the assignment to make: what it leaves out stays. */
export const reassignment = (record: AssignmentRecord, update: AssignmentUpdate): AssignInput => ({
  contactId: record.contactId,
  assignedTo: update.assignedTo ?? record.assignedTo,
  priority: update.priority ?? record.priority,
  notes: update.notes === undefined ? record.notes : update.notes,
});

/**
 * Whose assignments a list reads: a member who sees only their own leads only theirs (nothing
 * when they ask for another member's), everyone else those of the member asked for (`me`: their
 * own), or all (an empty filter). Null: nothing to list.
 */
export const assignmentListScope = (
  caller: Pick<Caller, 'userId' | 'scope'>,
  query: Pick<AssignmentListQuery, 'assignedTo'>,
): { assignedTo?: string } | null => {
  const own = caller.scope?.kind === 'own';
  const asked = query.assignedTo === 'me' ? caller.userId : query.assignedTo;
  if (own && asked && asked !== caller.userId) return null;
  return own || asked ? { assignedTo: own ? caller.userId : asked } : {};
};

/**
 * Why an assignment may not be changed: `missing` (gone, or another member's for a member who
 * sees only their own leads) or `completed`; null when it is active and the caller's to see.
 */
export const activeAssignmentProblem = (
  caller: Pick<Caller, 'userId' | 'scope'>,
  record: AssignmentRecord | null,
): 'missing' | 'completed' | null => {
  if (!record) return 'missing';
  if (caller.scope?.kind === 'own' && record.assignedTo !== caller.userId) return 'missing';
  if (record.status !== 'active') return 'completed';
  return null;
};

/** Completed by its assignee, or by a manager and above. */
export const mayComplete = (caller: Pick<Caller, 'userId' | 'role'>, record: AssignmentRecord) =>
  !(caller.role === 'member' && record.assignedTo !== caller.userId);

export const completedAssignment = (record: AssignmentRecord, now: string): AssignmentRecord => ({
  ...record,
  status: 'completed',
  completedAt: now,
  updatedAt: now,
});

/**
 * A lead of a member who left: still theirs (else it moved meanwhile and is left alone: null),
 * where it goes (the successor the admin chose, while still a member, or the unassigned leads)
 * and what its timeline says.
 */
export const departingLead = (
  departure: { userId: string; name: string },
  successor: { id: string; name: string } | null,
  lead: { assignedTo: string | null },
): { assignedTo: string | null; note: string } | null => {
  if (lead.assignedTo !== departure.userId) return null;
  return {
    assignedTo: successor?.id ?? null,
    note: successor
      ? `Handed to ${successor.name}: ${departure.name} left the team`
      : `Back among the unassigned leads: ${departure.name} left the team`,
  };
};

/** The lead's active assignment is completed when it leaves with them, not when it is another's. */
export const endsWithDeparture = (
  departure: { userId: string },
  active: Pick<AssignmentRecord, 'assignedTo'> | null,
): boolean => active?.assignedTo === departure.userId;
