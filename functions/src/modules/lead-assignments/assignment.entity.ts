import type {
  AssignmentPriority,
  AssignmentStatus,
} from '@salesflow/shared/teams/assignment.schema';
import { keyShape } from '../../platform/data/key-shape';

/**
 * Key layout of lead assignments: one partition per organization (people assign leads, not in
 * bursts), newest first by id; and a pointer per contact to its active assignment, so a contact
 * has at most one (two managers assigning it at once make one assignment and a clear conflict),
 * and one per assignment under the contact, so the contact's deletion finds them all.
 */
export const ASSIGNMENT_PREFIX = 'ASSIGN#';

export const ASSIGNMENTS_PARTITION = keyShape('ORG#<org>#ASSIGNMENTS');
export const assignmentPartition = (organizationId: string) =>
  ASSIGNMENTS_PARTITION.key(organizationId);

export const assignmentKey = (organizationId: string, id: string) => ({
  pk: assignmentPartition(organizationId),
  sk: `${ASSIGNMENT_PREFIX}${id}`,
});

export const activeAssignmentKey = (organizationId: string, contactId: string) => ({
  pk: assignmentPartition(organizationId),
  sk: `ACTIVE#${contactId}`,
});

/** One per assignment, so a deleted contact's assignments are found and go with it. */
export const contactAssignmentKey = (organizationId: string, contactId: string, id: string) => ({
  pk: assignmentPartition(organizationId),
  sk: `${CONTACT_ASSIGNMENT_PREFIX}${contactId}#${id}`,
});
export const CONTACT_ASSIGNMENT_PREFIX = 'OF#';

export interface AssignmentRecord {
  id: string;
  organizationId: string;
  contactId: string;
  assignedTo: string;
  assignedBy: string;
  status: AssignmentStatus;
  priority: AssignmentPriority;
  notes: string | null;
  assignedAt: string;
  completedAt: string | null;
  updatedAt: string;
}

export const toAssignmentItem = (record: AssignmentRecord) => ({
  ...assignmentKey(record.organizationId, record.id),
  type: 'leadAssignment',
  ...record,
});

export const fromAssignmentItem = (item: Record<string, unknown>): AssignmentRecord => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  contactId: String(item.contactId),
  assignedTo: String(item.assignedTo),
  assignedBy: String(item.assignedBy),
  status: item.status === 'completed' ? 'completed' : 'active',
  priority: (item.priority as AssignmentPriority) ?? 'medium',
  notes: (item.notes as string | null) ?? null,
  assignedAt: String(item.assignedAt),
  completedAt: (item.completedAt as string | null) ?? null,
  updatedAt: String(item.updatedAt),
});
