import type { AssignmentFilter } from '@salesflow/shared/teams/assignment.schema';
import { batchWriteItems } from '../../platform/data/batch';
import { readAll, readItem, readRange, TOP } from '../../platform/data/read';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  ASSIGNMENT_PREFIX,
  type AssignmentRecord,
  activeAssignmentKey,
  assignmentKey,
  assignmentPartition,
  CONTACT_ASSIGNMENT_PREFIX,
  contactAssignmentKey,
  fromAssignmentItem,
  toAssignmentItem,
} from './assignment.entity';

const assignedMeanwhile = () =>
  new ConflictError('This lead was just assigned by someone else. Reload and try again.');
const changedMeanwhile = () =>
  new ConflictError('This assignment was changed by someone else. Reload and try again.');

/** A new active assignment, and the contact's pointer to it (none may be there already). */
export const assignmentInsertWrites = (record: AssignmentRecord): Write[] => [
  putWrite(toAssignmentItem(record), {
    expression: 'attribute_not_exists(pk)',
    error: assignedMeanwhile,
  }),
  putWrite(
    { ...activeAssignmentKey(record.organizationId, record.contactId), assignmentId: record.id },
    { expression: 'attribute_not_exists(pk)', error: assignedMeanwhile },
  ),
  putWrite({
    ...contactAssignmentKey(record.organizationId, record.contactId, record.id),
    assignmentId: record.id,
  }),
];

/** `next` replaces `previous` if nobody changed it meanwhile; completing it frees the contact. */
export const assignmentReplaceWrites = (
  previous: AssignmentRecord,
  next: AssignmentRecord,
): Write[] => [
  putWrite(toAssignmentItem(next), {
    expression: 'attribute_exists(pk) AND updatedAt = :was',
    values: { ':was': previous.updatedAt },
    error: changedMeanwhile,
  }),
  ...(previous.status === 'active' && next.status === 'completed'
    ? [deleteWrite(activeAssignmentKey(previous.organizationId, previous.contactId))]
    : []),
];

export const findAssignment = async (
  organizationId: string,
  id: string,
): Promise<AssignmentRecord | null> => {
  const item = await readItem(assignmentKey(organizationId, id));
  return item ? fromAssignmentItem(item) : null;
};

export const findActiveAssignment = async (
  organizationId: string,
  contactId: string,
): Promise<AssignmentRecord | null> => {
  const item = await readItem(activeAssignmentKey(organizationId, contactId));
  return item ? findAssignment(organizationId, String(item.assignmentId)) : null;
};

/**
 * The organization's assignments, newest first, that pass the filter (and are one member's, with
 * `assignedTo`): at most `max`, reading at most `budget` records.
 */
export const listAssignmentRecords = async (
  organizationId: string,
  options: { filter: AssignmentFilter; assignedTo?: string; max: number; budget?: number },
): Promise<AssignmentRecord[]> => {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (options.filter === 'active' || options.filter === 'completed') {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = options.filter;
  }
  if (options.filter === 'high-priority') {
    conditions.push('#priority IN (:urgent, :high)');
    names['#priority'] = 'priority';
    values[':urgent'] = 'urgent';
    values[':high'] = 'high';
  }
  if (options.assignedTo) {
    conditions.push('assignedTo = :assignee');
    values[':assignee'] = options.assignedTo;
  }
  const items = await readAll(
    {
      pk: assignmentPartition(organizationId),
      between: [ASSIGNMENT_PREFIX, `${ASSIGNMENT_PREFIX}${TOP}`],
      descending: true,
      ...(conditions.length
        ? { filter: { expression: conditions.join(' AND '), names, values } }
        : {}),
      limit: 1000,
      consistent: false,
    },
    { maxItems: options.max, maxScanned: options.budget ?? 10_000 },
  );
  return items.map(fromAssignmentItem);
};

/**
 * A deleted contact's assignments go with it: each one (found through its item under the
 * contact, or the active pointer of one made before those items existed) and the pointers.
 * Repeating it changes nothing.
 */
export const deleteAssignmentsOfContact = async (organizationId: string, contactId: string) => {
  const ids = new Set(
    (
      await readRange(
        assignmentPartition(organizationId),
        `${CONTACT_ASSIGNMENT_PREFIX}${contactId}#`,
      )
    ).map((item) => String(item.assignmentId)),
  );
  const active = await readItem(activeAssignmentKey(organizationId, contactId));
  if (active) ids.add(String(active.assignmentId));
  await batchWriteItems([
    ...[...ids].flatMap((id) => [
      { delete: assignmentKey(organizationId, id) },
      { delete: contactAssignmentKey(organizationId, contactId, id) },
    ]),
    ...(active ? [{ delete: activeAssignmentKey(organizationId, contactId) }] : []),
  ]);
  return ids.size;
};
