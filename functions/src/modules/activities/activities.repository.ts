import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityPage } from '@salesflow/shared/activities/activity.schema';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { db, tableName } from '../../platform/data/dynamo-client';
import { ACTIVITY_PREFIX, activityPartition, fromActivityItem } from './activity.entity';

const isSortKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ACTIVITY_PREFIX) && value.length < 100;

/** A timeline page, newest first. */
export const listActivities = async (
  organizationId: string,
  owner: { contactId: string | null; dealId: string | null },
  limit: number,
  cursor?: string,
): Promise<ActivityPage> => {
  const pk = activityPartition(organizationId, owner.contactId, owner.dealId);
  const scope = `timeline|${pk}`;
  const from = cursor ? decodeCursor(cursor, scope, isSortKey) : undefined;
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': ACTIVITY_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: from ? { pk, sk: from } : undefined,
    }),
  );
  const last = out.LastEvaluatedKey?.sk;
  return {
    items: (out.Items ?? []).map(fromActivityItem),
    nextCursor: last ? encodeCursor(last, scope) : null,
  };
};

/** Deletes a whole timeline (its contact is gone), a page at a time; safe to repeat. */
export const deleteTimeline = async (
  organizationId: string,
  contactId: string,
): Promise<number> => {
  const pk = activityPartition(organizationId, contactId, null);
  let deleted = 0;
  for (let page = 0; page < 1000; page += 1) {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        Limit: 25,
      }),
    );
    const keys = out.Items ?? [];
    if (!keys.length) break;
    let pending: unknown[] = keys.map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length && attempt < 8; attempt += 1) {
      const result = await db().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }),
      );
      pending = result.UnprocessedItems?.[tableName()] ?? [];
    }
    if (pending.length) throw new Error('Could not delete the whole timeline');
    deleted += keys.length;
  }
  return deleted;
};
