import type { Activity, ActivityPage } from '@salesflow/shared/activities/activity.schema';
import { batchWriteItems } from '../../platform/data/batch';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { pagesOf, readPage, TOP } from '../../platform/data/read';
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
  const page = await readPage({
    pk,
    between: [ACTIVITY_PREFIX, `${ACTIVITY_PREFIX}${TOP}`],
    descending: true,
    limit,
    cursor: from ? { pk, sk: from } : null,
    consistent: false,
  });
  const last = page.next?.sk;
  return {
    items: page.items.map(fromActivityItem),
    nextCursor: typeof last === 'string' && last ? encodeCursor(last, scope) : null,
  };
};

/** Deletes a whole timeline, a page at a time; safe to repeat. Answers how many went. */
export const deleteTimeline = async (
  organizationId: string,
  owner: TimelineOwner,
): Promise<number> => {
  const pk = timelinePartition(organizationId, owner);
  let deleted = 0;
  for await (const page of pagesOf({
    pk,
    attributes: ['pk', 'sk'],
    limit: 100,
    consistent: false,
  })) {
    await batchWriteItems(page.items.map((key) => ({ delete: key })));
    deleted += page.items.length;
  }
  return deleted;
};
