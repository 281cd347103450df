import type {
  DuplicateMergeKeep,
  DuplicateMergeMoved,
} from '@salesflow/shared/contacts/duplicate-merge';
import { keyShape } from '../../platform/data/key-shape';

/**
 * A merge of two duplicates (issue 27), one item per contact merged away, in one partition per
 * organization (`ORG#<org>#MERGES`, sk the merged contact's id, with its locks below): merges are made by hand, a few a
 * minute at most, far below what one partition takes. Written when the merge begins (`moving`),
 * so a merge cut short is finished from the table's stream (merge-resumes.ts), and completed in
 * the merge's last transaction (`merged`), so the same merge sent again answers what it did.
 */
export const MERGES_PARTITION = keyShape('ORG#<org>#MERGES');

export const mergeKey = (organizationId: string, otherId: string) => ({
  pk: MERGES_PARTITION.key(organizationId),
  sk: otherId,
});

/**
 * While a merge is under way each of its two contacts carries a lock (sk `LOCK#<contact>`, naming
 * the merge by its other contact), so no second merge takes either of them meanwhile (the same
 * merge again finds its own locks). The merge's end takes them away.
 */
export const mergeLockKey = (organizationId: string, contactId: string) => ({
  pk: MERGES_PARTITION.key(organizationId),
  sk: `LOCK#${contactId}`,
});

export type MergeStatus = 'moving' | 'merged' | 'abandoned';

export interface MergeRecord {
  organizationId: string;
  /** The contact merged away, and its name as it was. */
  otherId: string;
  otherName: string;
  /** The contact kept. */
  keptId: string;
  keep: DuplicateMergeKeep;
  /** Who asked for it (its timeline entry is theirs). */
  userId: string;
  status: MergeStatus;
  moved: DuplicateMergeMoved;
  createdAt: string;
  updatedAt: string;
}

export const MERGE_ITEM_TYPE = 'contactMerge';

/** Where each count of what moved is kept on the item: one number each, added to by each run. */
export const MOVED_ATTRIBUTES: Record<keyof DuplicateMergeMoved, string> = {
  activities: 'movedActivities',
  deals: 'movedDeals',
  calls: 'movedCalls',
  messages: 'movedMessages',
  tasks: 'movedTasks',
};

export const toMergeItem = ({ moved, ...merge }: MergeRecord) => ({
  ...mergeKey(merge.organizationId, merge.otherId),
  type: MERGE_ITEM_TYPE,
  ...merge,
  ...Object.fromEntries(
    Object.entries(MOVED_ATTRIBUTES).map(([kind, name]) => [
      name,
      moved[kind as keyof DuplicateMergeMoved],
    ]),
  ),
});

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

export const fromMergeItem = (item: Record<string, unknown>): MergeRecord => ({
  organizationId: String(item.organizationId),
  otherId: String(item.otherId),
  otherName: String(item.otherName ?? ''),
  keptId: String(item.keptId),
  keep: (item.keep ?? {}) as DuplicateMergeKeep,
  userId: String(item.userId),
  status: (item.status as MergeStatus) ?? 'moving',
  moved: {
    activities: count(item[MOVED_ATTRIBUTES.activities]),
    deals: count(item[MOVED_ATTRIBUTES.deals]),
    calls: count(item[MOVED_ATTRIBUTES.calls]),
    messages: count(item[MOVED_ATTRIBUTES.messages]),
    tasks: count(item[MOVED_ATTRIBUTES.tasks]),
  },
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
});
