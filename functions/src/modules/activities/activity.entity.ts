import type { Activity } from '@salesflow/shared/activities/activity.schema';
import { keyShape } from '../../platform/data/key-shape';

/**
 * Timelines: a contact's activities sit in one partition, oldest first by id (ULID); a deal
 * without a contact keeps its own. Activities are written in the same transaction as the change
 * they record.
 */
export const ACTIVITY_PREFIX = 'ACT#';

export interface TimelineOwner {
  contactId: string | null;
  dealId: string | null;
}

export const CONTACT_TIMELINE_PARTITION = keyShape('ORG#<org>#CONTACTACT#<contact>');
export const DEAL_TIMELINE_PARTITION = keyShape('ORG#<org>#DEALACT#<deal>');

export const timelinePartition = (organizationId: string, owner: TimelineOwner) =>
  owner.contactId
    ? CONTACT_TIMELINE_PARTITION.key(organizationId, owner.contactId)
    : DEAL_TIMELINE_PARTITION.key(organizationId, String(owner.dealId));

export const toActivityItem = (activity: Activity) => {
  // `type` marks the entity on every item; the activity's own type is kept as `activityType`.
  const { type: activityType, ...rest } = activity;
  return {
    pk: timelinePartition(activity.organizationId, activity),
    sk: `${ACTIVITY_PREFIX}${activity.id}`,
    type: 'activity',
    activityType,
    ...rest,
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
