import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteItems } from '../../platform/data/batch';
import { db, tableName } from '../../platform/data/dynamo-client';
import { type ItemKey, isErased } from './erasure-rules';

/**
 * Key layout: `ORG#<org>` / `ERASURE` records an erasure (kept with the account): when it began,
 * the scan segments done (a string set, so a segment told twice counts once), and when it ended.
 */
const erasureKey = (organizationId: string) => ({ pk: `ORG#${organizationId}`, sk: 'ERASURE' });

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
): Promise<{ deleted: number; next: ScanCursor }> => {
  const own = `ORG#${organizationId}`;
  const page = await db().send(
    new ScanCommand({
      TableName: tableName(),
      Segment: segment.index,
      TotalSegments: segment.of,
      FilterExpression: 'pk = :own OR begins_with(pk, :under) OR organizationId = :id',
      ProjectionExpression: 'pk, sk',
      ExpressionAttributeValues: { ':own': own, ':under': `${own}#`, ':id': organizationId },
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  const doomed = (page.Items ?? [])
    .map((item) => ({ pk: String(item.pk), sk: String(item.sk) }) satisfies ItemKey)
    .filter((key) => isErased(key, organizationId));
  await batchWriteItems(doomed.map((key) => ({ delete: key })));
  return { deleted: doomed.length, next: (page.LastEvaluatedKey as ScanCursor) ?? null };
};

/** Records a segment done; answers how many are done now (a segment told twice counts once). */
export const markSegmentDone = async (organizationId: string, segment: number): Promise<number> => {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: erasureKey(organizationId),
      UpdateExpression: 'ADD segmentsDone :segment SET #type = :type',
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
};

/** Adds to the count of erased items (a page done again may count twice: it is a figure). */
export const countErased = async (organizationId: string, deleted: number): Promise<void> => {
  if (!deleted) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: erasureKey(organizationId),
      UpdateExpression: 'ADD itemsErased :n',
      ExpressionAttributeValues: { ':n': deleted },
    }),
  );
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
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};
