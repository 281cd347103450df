import * as z from 'zod/mini';
import { optionalText } from '../text/text-fields';

/**
 * Lead assignments (document 1, lead_assignments; document 2, "Lead assignment"). Assigning a lead
 * hands it over: the contact's `assignedTo` becomes the assignee, whose leads it then is ("My
 * leads", and what a member sees when the organization shows members only their own records). A
 * contact has at most one active assignment; assigning it again reassigns that one.
 */
export const ASSIGNMENT_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type AssignmentPriority = (typeof ASSIGNMENT_PRIORITIES)[number];

export const ASSIGNMENT_STATUSES = ['active', 'completed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The Lead Assignments tab's filters; High Priority is urgent or high. */
export const ASSIGNMENT_FILTERS = ['all', 'active', 'completed', 'high-priority'] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

export const ASSIGNMENT_NOTES_MAX = 2000;
/** Leads one bulk assignment takes (a page of the contacts list). */
export const BULK_ASSIGN_MAX = 100;

const recordId = (message: string) =>
  z
    .string({ error: message })
    .check(z.minLength(1, message), z.maxLength(64, message), z.regex(/^[A-Za-z0-9_-]+$/, message));

const priorityField = z._default(
  z.enum(ASSIGNMENT_PRIORITIES, { error: 'Priority must be urgent, high, medium or low' }),
  'medium',
);

const assigneeField = recordId('Choose a team member');

/** POST /api/team/assign-lead, and the Assign lead dialog. */
export const assignLeadSchema = z.object({
  contactId: recordId('Choose a contact'),
  assignedTo: assigneeField,
  priority: priorityField,
  notes: optionalText(ASSIGNMENT_NOTES_MAX, 'multi'),
});
export type AssignLeadInput = z.output<typeof assignLeadSchema>;

/** POST /api/team/assign-leads: the same for a selection of contacts. */
export const assignLeadsSchema = z.object({
  contactIds: z
    .array(recordId('Not a valid contact id'), { error: 'Choose at least one contact' })
    .check(
      z.minLength(1, 'Choose at least one contact'),
      z.maxLength(BULK_ASSIGN_MAX, `Assign at most ${BULK_ASSIGN_MAX} leads at once`),
    ),
  assignedTo: assigneeField,
  priority: priorityField,
  notes: optionalText(ASSIGNMENT_NOTES_MAX, 'multi'),
});
export type AssignLeadsInput = z.output<typeof assignLeadsSchema>;

/** PUT /api/team/assignments/{id}: reassign, or change priority or notes, of an active one. */
export const updateAssignmentSchema = z.object({
  assignedTo: z.optional(assigneeField),
  priority: z.optional(
    z.enum(ASSIGNMENT_PRIORITIES, { error: 'Priority must be urgent, high, medium or low' }),
  ),
  notes: z.optional(optionalText(ASSIGNMENT_NOTES_MAX, 'multi')),
});
export type AssignmentUpdate = z.output<typeof updateAssignmentSchema>;

/** GET /api/team/assignments?filter=…&assignedTo=me|{userId}. */
export const assignmentListQuerySchema = z.object({
  filter: z._default(
    z.enum(ASSIGNMENT_FILTERS, {
      error: 'Filter must be all, active, completed or high-priority',
    }),
    'all',
  ),
  assignedTo: z.optional(recordId('Not a valid member id')),
});
export type AssignmentListQuery = z.output<typeof assignmentListQuerySchema>;

/** Assignments the list answers at most, newest first. */
export const ASSIGNMENT_LIST_MAX = 500;

/** Document 2, "Lead assignment", with the ids the screens need. */
export interface LeadAssignment {
  id: string;
  contactId: string;
  assignedTo: string;
  assignedBy: string;
  organizationId: string;
  status: AssignmentStatus;
  priority: AssignmentPriority;
  notes: string | null;
  assignedAt: string;
  completedAt: string | null;
  /** The contact as it is now (its name, company and score move with it). */
  contact: { id: string; name: string; company: string | null; score: number };
  assignee: { id: string; firstName: string | null; lastName: string | null; email: string };
  assigner: { id: string; firstName: string | null; lastName: string | null; email: string };
}

/** What a bulk assignment answers: each lead assigned, or why not. */
export interface BulkAssignResult {
  assigned: LeadAssignment[];
  failed: { contactId: string; message: string }[];
}

export const isHighPriority = (priority: AssignmentPriority) =>
  priority === 'urgent' || priority === 'high';

export const matchesAssignmentFilter = (
  assignment: Pick<LeadAssignment, 'status' | 'priority'>,
  filter: AssignmentFilter,
) =>
  filter === 'all' ||
  (filter === 'high-priority' ? isHighPriority(assignment.priority) : assignment.status === filter);
