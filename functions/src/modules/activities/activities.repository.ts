import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Activity, ActivityPage } from '@salesflow/shared/activities/activity.schema';
import { batchWriteItems } from '../../platform/data/batch';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { db, tableName } from '../../platform/data/dynamo-client';
import { putWrite, type Write } from '../../platform/data/unit-of-work';
import {
  ACTIVITY_PREFIX,
  fromActivityItem,
  type TimelineOwner,
  timelinePartition,
  toActivityItem,
} from './activity.entity';

export const activityWrite = (activity: Activity): Write => putWrite(toActivityItem(activity));

const isSortKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ACTIVITY_PREFIX) && value.length < 100;

/** A timeline page, newest first. */
export const listActivities = async (
  organizationId: string,
  owner: TimelineOwner,
  limit: number,
  cursor?: string,
): Promise<ActivityPage> => {
  const pk = timelinePartition(organizationId, owner);
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

/** Deletes a whole timeline, a page at a time; safe to repeat. Answers how many went. */
export const deleteTimeline = async (
  organizationId: string,
  owner: TimelineOwner,
): Promise<number> => {
  const pk = timelinePartition(organizationId, owner);
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    const keys = out.Items ?? [];
    await batchWriteItems(keys.map((key) => ({ delete: key })));
    deleted += keys.length;
    start = out.LastEvaluatedKey;
  } while (start);
  return deleted;
};
