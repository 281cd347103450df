import type { Activity } from '@salesflow/shared/activities/activity.schema';
import { tableName } from '../../platform/data/dynamo-client';
import { newId } from '../../platform/data/ids';
import type { TransactItems } from '../../platform/data/transactions';

/**
 * Timelines: a contact's activities sit in one partition, newest last by id (ULID); a deal
 * without a contact keeps its own. Activities are written in the same transaction as the change.
 */
export const ACTIVITY_PREFIX = 'ACT#';

export const activityPartition = (
  organizationId: string,
  contactId: string | null,
  dealId: string | null,
) =>
  contactId
    ? `ORG#${organizationId}#CONTACTACT#${contactId}`
    : `ORG#${organizationId}#DEALACT#${dealId}`;

export type NewActivity = Omit<Activity, 'id' | 'createdAt' | 'organizationId' | 'userId'>;

export const activityPut = (
  organizationId: string,
  userId: string,
  activity: NewActivity,
  at = new Date().toISOString(),
): TransactItems[number] => {
  const id = newId();
  // `type` marks the entity on every item; the activity's own type is kept as `activityType`.
  const { type: activityType, ...rest } = activity;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: activityPartition(organizationId, activity.contactId, activity.dealId),
        sk: `${ACTIVITY_PREFIX}${id}`,
        type: 'activity',
        activityType,
        id,
        organizationId,
        userId,
        ...rest,
        createdAt: at,
      },
    },
  };
};

export const fromActivityItem = (item: Record<string, unknown>): Activity => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  userId: (item.userId as string | null) ?? null,
  contactId: (item.contactId as string | null) ?? null,
  dealId: (item.dealId as string | null) ?? null,
  type: String(item.activityType) as Activity['type'],
  subject: String(item.subject),
  description: (item.description as string | null) ?? null,
  duration: (item.duration as number | null) ?? null,
  outcome: (item.outcome as string | null) ?? null,
  createdAt: String(item.createdAt),
});
