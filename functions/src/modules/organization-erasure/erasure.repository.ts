import { batchWriteItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { DeleteCommand, UpdateCommand } from '../../platform/data/dynamo-commands';
import type { ItemKey } from '../../platform/data/erasure-declaration';
import { type Item, type Key, readItem, readPage } from '../../platform/data/read';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';
import { putWrite, type Write } from '../../platform/data/unit-of-work';
import { derivedFrom, erases, type PlannedPartition } from './erasure-plan';
import { ERASURE_RECORD } from './erasure-rules';

/**
 * Key layout: `ORG#<org>` / `ERASURE` records an erasure (kept with the account): when it began,
 * how many items it erased, and when it ended. An organization removed whole has its record from
 * the start (`whole`), and it goes at the end: then a message told again late writes nothing.
 */
const erasureKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: ERASURE_RECORD,
});

const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

/** The record of a whole removal, written with the change that decides it. */
export const removalRecordWrite = (organizationId: string, at: string): Write =>
  putWrite({ ...erasureKey(organizationId), type: 'erasure', whole: true, startedAt: at });

/**
 * The record of a closed organization's erasure, written with the change that decides it (one
 * before, of an earlier closing, is replaced: this one ends on its own).
 */
export const erasureRecordWrite = (organizationId: string, at: string): Write =>
  putWrite({ ...erasureKey(organizationId), type: 'erasure', startedAt: at });

/** When the organization's erasure began (null: none ever did), read consistently. */
export const findErasureStart = async (organizationId: string): Promise<string | null> => {
  const item = await readItem(erasureKey(organizationId));
  return typeof item?.startedAt === 'string' ? item.startedAt : null;
};

export type PartitionCursor = Key | null;

/** Items read per page: a page and what it leads to are deleted before the next is read. */
const PAGE_ITEMS = 100;

/** Bounds a derived partition read: derived partitions are per record (a contact's timeline). */
const DERIVED_PAGES = 1_000;

const keyOf = (item: Item): ItemKey => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * One page of one of the organization's partitions (a Query, never a Scan), with what it erases
 * deleted: the items the policy does not keep, and what each item read leads to (its satellites:
 * a contact's email claim, timeline, entry among its holder's leads, search words; a webhook
 * endpoint's key lookup...). Satellites go first, so a page done again after a crash finds them
 * again from the items still there; deleting twice is harmless, so a page done again changes
 * nothing more. Answers how many items it deleted and where the partition goes on.
 */
export const erasePartitionPage = async (
  organizationId: string,
  partition: PlannedPartition,
  cursor: PartitionCursor,
  whole: boolean,
): Promise<{ deleted: number; next: PartitionCursor }> => {
  const page = await readPage({
    pk: partition.pk,
    index: partition.index,
    cursor,
    limit: PAGE_ITEMS,
  });
  const doomed = new Map<string, ItemKey>();
  const doom = (key: ItemKey) => doomed.set(`${key.pk}\u0000${key.sk}`, key);
  const satellitePartitions = new Set<string>();
  for (const item of page.items) {
    const derived = derivedFrom(item, organizationId, whole);
    for (const key of derived.items) doom(key);
    for (const pk of derived.partitions) satellitePartitions.add(pk);
  }
  for (const pk of satellitePartitions) {
    let next: Key | null = null;
    for (let pages = 0; pages < DERIVED_PAGES; pages += 1) {
      const satellites = await readPage({ pk, cursor: next });
      for (const item of satellites.items) doom(keyOf(item));
      next = satellites.next;
      if (!next) break;
    }
  }
  const satellites = doomed.size;
  const own = page.items.map(keyOf).filter((key) => erases(partition, key, organizationId, whole));
  // The satellites first, then the items that lead to them.
  await batchWriteItems([...doomed.values()].map((key) => ({ delete: { ...key } })));
  await batchWriteItems(own.map((key) => ({ delete: { ...key } })));
  return { deleted: satellites + own.length, next: page.next };
};

/**
 * Adds to the count of erased items: the deletes sent (a derived key that was not there counts
 * too, and a page done again may count twice: it is a figure, not a ledger).
 */
export const countErased = async (
  organizationId: string,
  deleted: number,
  whole = false,
): Promise<void> => {
  if (!deleted) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: erasureKey(organizationId),
        UpdateExpression: 'ADD itemsErased :n',
        ...(whole ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
        ExpressionAttributeValues: { ':n': deleted },
      }),
    );
  } catch (error) {
    if (!(whole && isConditionFailure(error))) throw error;
  }
};

/** The end of a whole removal: its record goes too, once; false when it was gone already. */
export const removeRemovalRecord = async (organizationId: string): Promise<boolean> => {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: erasureKey(organizationId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The erasure's end, once: false when it was already recorded. */
export const markErasureFinished = async (organizationId: string, at: string): Promise<boolean> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: erasureKey(organizationId),
        UpdateExpression: 'SET finishedAt = :at',
        ConditionExpression: 'attribute_not_exists(finishedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
