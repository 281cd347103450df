import { QueryCommand } from '@aws-sdk/lib-dynamodb';
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
  const from = cursor ? decodeCursor(cursor, isSortKey) : undefined;
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
    nextCursor: last ? encodeCursor(last) : null,
  };
};
