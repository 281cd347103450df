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

/**
 * Moves a contact's whole timeline onto another contact's (a merge of duplicates), a page at a
 * time: each entry is copied under the other contact (same id, so the timeline keeps its order by
 * time; `contactId` changed) before it is deleted where it was, so a crash between the two leaves
 * a copy, never a gap, and doing it again writes the same copies. Answers the types moved.
 */
export const moveTimeline = async (
  organizationId: string,
  fromContactId: string,
  toContactId: string,
): Promise<string[]> => {
  const from = timelinePartition(organizationId, { contactId: fromContactId, dealId: null });
  const to = timelinePartition(organizationId, { contactId: toContactId, dealId: null });
  const types: string[] = [];
  for (;;) {
    // Always the first page: what it read is deleted before the next read.
    const page = await readPage({
      pk: from,
      between: [ACTIVITY_PREFIX, `${ACTIVITY_PREFIX}${TOP}`],
      limit: 100,
    });
    if (!page.items.length) return types;
    await batchWriteItems(
      page.items.map((item) => ({ put: { ...item, pk: to, contactId: toContactId } })),
    );
    await batchWriteItems(page.items.map((item) => ({ delete: { pk: item.pk, sk: item.sk } })));
    types.push(...page.items.map((item) => String(item.activityType)));
  }
};
