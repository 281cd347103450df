import { DeleteCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { putWrite, type Write } from '../../platform/data/unit-of-work';
import { type ItemKey, isErased } from './erasure-rules';

/**
 * Key layout: `ORG#<org>` / `ERASURE` records an erasure (kept with the account): when it began,
 * the scan segments done (a string set, so a segment told twice counts once), and when it ended.
 * An organization removed whole has its record from the start (`whole`), and it goes at the end:
 * then a segment told again late finds none and writes nothing.
 */
const erasureKey = (organizationId: string) => ({ pk: `ORG#${organizationId}`, sk: 'ERASURE' });

const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

/** The record of a whole removal, written with the change that decides it. */
export const removalRecordWrite = (organizationId: string, at: string): Write =>
  putWrite({ ...erasureKey(organizationId), type: 'erasure', whole: true, startedAt: at });

export type ScanCursor = Record<string, unknown> | null;

/**
 * One page of one segment of a parallel scan for the organization's items (its partitions, and
 * items elsewhere that carry its id), with those it erases deleted. Deleting twice is harmless,
 * so a page done again after a crash changes nothing more.
 */
export const erasePage = async (
  organizationId: string,
  segment: { index: number; of: number },
  cursor: ScanCursor,
  whole = false,
): Promise<{ deleted: number; next: ScanCursor }> => {
  // Its partitions (`ORG#<org>…`), partitions named after it elsewhere (webhook deliveries and
  // rate counters), and items that say they are its own (lookups, index entries).
  const page = await db().send(
    new ScanCommand({
      TableName: tableName(),
      Segment: segment.index,
      TotalSegments: segment.of,
      FilterExpression: 'contains(pk, :id) OR organizationId = :id',
      ProjectionExpression: 'pk, sk',
      ExpressionAttributeValues: { ':id': organizationId },
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  const doomed = (page.Items ?? [])
    .map((item) => ({ pk: String(item.pk), sk: String(item.sk) }) satisfies ItemKey)
    .filter((key) => isErased(key, organizationId, whole));
  await batchWriteItems(doomed.map((key) => ({ delete: key })));
  return { deleted: doomed.length, next: (page.LastEvaluatedKey as ScanCursor) ?? null };
};

/**
 * Records a segment done; answers how many are done now (a segment told twice counts once). A
 * whole removal's record must be there: null when it is gone (the removal ended already).
 */
export const markSegmentDone = async (
  organizationId: string,
  segment: number,
  whole = false,
): Promise<number | null> => {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: erasureKey(organizationId),
        UpdateExpression: 'ADD segmentsDone :segment SET #type = :type',
        ...(whole ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':segment': new Set([String(segment)]),
          ':type': 'erasure',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const done = Attributes?.segmentsDone as Set<string> | undefined;
    return done?.size ?? 0;
  } catch (error) {
    if (whole && isConditionFailure(error)) return null;
    throw error;
  }
};

/** Adds to the count of erased items (a page done again may count twice: it is a figure). */
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
