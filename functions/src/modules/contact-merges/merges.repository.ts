import type { DuplicateMergeMoved } from '@salesflow/shared/contacts/duplicate-merge';
import { readItem } from '../../platform/data/read';
import {
  addWrite,
  commit,
  deleteWrite,
  putWrite,
  setWrite,
  type Write,
} from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  fromMergeItem,
  MERGE_ITEM_TYPE,
  type MergeRecord,
  MOVED_ATTRIBUTES,
  mergeKey,
  mergeLockKey,
  toMergeItem,
} from './merge.entity';

export const MERGED_ELSEWHERE_MESSAGE = 'That contact was already merged into another contact';
export const BEING_MERGED_MESSAGE =
  'One of these contacts is being merged with another one. Try again in a minute.';

export const findMerge = async (
  organizationId: string,
  otherId: string,
): Promise<MergeRecord | null> => {
  const item = await readItem(mergeKey(organizationId, otherId));
  return item?.type === MERGE_ITEM_TYPE ? fromMergeItem(item) : null;
};

const lockWrite = (merge: MergeRecord, contactId: string): Write =>
  putWrite(
    {
      ...mergeLockKey(merge.organizationId, contactId),
      type: 'contactMergeLock',
      otherId: merge.otherId,
      keptId: merge.keptId,
      createdAt: merge.createdAt,
    },
    {
      expression: 'attribute_not_exists(pk) OR (otherId = :other AND keptId = :kept)',
      values: { ':other': merge.otherId, ':kept': merge.keptId },
      error: () => new ConflictError(BEING_MERGED_MESSAGE),
    },
  );

class MergeExists extends Error {}

/**
 * The merge begins: its record and its two contacts' locks are written, unless either contact is
 * in another merge under way (two merges of one contact at once, or of two contacts the opposite
 * way: one waits its turn), or the contact was merged elsewhere. The same merge sent again while
 * it is under way goes on with the record it began (its choices are the first request's).
 */
export const startMerge = async (merge: MergeRecord): Promise<MergeRecord> => {
  try {
    await commit([
      putWrite(toMergeItem(merge), {
        expression: 'attribute_not_exists(pk)',
        error: () => new MergeExists(),
      }),
      lockWrite(merge, merge.keptId),
      lockWrite(merge, merge.otherId),
    ]);
    return merge;
  } catch (error) {
    if (!(error instanceof MergeExists)) throw error;
  }
  const begun = await findMerge(merge.organizationId, merge.otherId);
  if (begun?.status === 'moving' && begun.keptId === merge.keptId) return begun;
  throw new ConflictError(MERGED_ELSEWHERE_MESSAGE);
};

/**
 * What one run moved, added to the record: records are moved by conditional writes, so each is
 * counted by the one run that moved it, however many runs a merge takes.
 */
export const addMoved = async (merge: MergeRecord, moved: DuplicateMergeMoved): Promise<void> => {
  const deltas = Object.fromEntries(
    Object.entries(moved).map(([kind, n]) => [
      MOVED_ATTRIBUTES[kind as keyof DuplicateMergeMoved],
      n,
    ]),
  );
  await commit(addWrite(mergeKey(merge.organizationId, merge.otherId), deltas));
};

const unlockWrites = (merge: MergeRecord): Write[] =>
  [merge.keptId, merge.otherId].map((id) =>
    deleteWrite(mergeLockKey(merge.organizationId, id), {
      expression: 'attribute_not_exists(pk) OR otherId = :other',
      values: { ':other': merge.otherId },
      error: () => new ConflictError(BEING_MERGED_MESSAGE),
    }),
  );

/** The merge ends (in its last transaction): its record says so, its locks go. */
export const mergeEndWrites = (merge: MergeRecord, at: string): Write[] => [
  setWrite(
    mergeKey(merge.organizationId, merge.otherId),
    { set: { status: 'merged', updatedAt: at } },
    {
      expression: 'keptId = :kept AND #st = :moving',
      names: { '#st': 'status' },
      values: { ':kept': merge.keptId, ':moving': 'moving' },
      error: () => new ConflictError(MERGED_ELSEWHERE_MESSAGE),
    },
  ),
  ...unlockWrites(merge),
];

/** A merge that cannot end (a contact was deleted meanwhile) is marked so and left. */
export const abandonMerge = async (merge: MergeRecord, at: string): Promise<void> => {
  await commit([
    setWrite(
      mergeKey(merge.organizationId, merge.otherId),
      { set: { status: 'abandoned', updatedAt: at } },
      {
        expression: '#st = :moving',
        names: { '#st': 'status' },
        values: { ':moving': 'moving' },
        error: () => new ConflictError('The merge ended meanwhile'),
      },
    ),
    ...unlockWrites(merge),
  ]);
};
