import { db, tableName } from '../../platform/data/dynamo-client';
import {
  ConditionalCheckFailedException,
  DeleteCommand,
  PutCommand,
  UpdateCommand,
} from '../../platform/data/dynamo-commands';
import { pagesOf, readItem } from '../../platform/data/read';
import { allShards } from '../../platform/data/shards';
import { putWrite, type Write } from '../../platform/data/unit-of-work';
import {
  DUE_INDEX,
  dueIndexAttributes,
  duePartition,
  fromWeeklyReportEmailItem,
  SENT_MARKER_TTL_SECONDS,
  type StoredWeeklyReportEmail,
  toWeeklyReportEmailItem,
  weeklyReportEmailKey,
  weeklyReportSentKey,
} from './report-email.entity';

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

export const readWeeklyReportEmail = async (
  organizationId: string,
  userId: string,
): Promise<StoredWeeklyReportEmail | null> => {
  const item = await readItem(weeklyReportEmailKey(organizationId, userId));
  return item ? fromWeeklyReportEmailItem(item) : null;
};

/** The subscription as saved from the Reports page: it replaces the one before. */
export const weeklyReportEmailWrite = (stored: StoredWeeklyReportEmail): Write =>
  putWrite(toWeeklyReportEmailItem(stored));

/**
 * Turns a subscription off (its user left the organization) and takes it out of the due index;
 * nothing when it is gone.
 */
export const turnOffWeeklyReportEmail = async (
  organizationId: string,
  userId: string,
  at: string,
): Promise<void> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: weeklyReportEmailKey(organizationId, userId),
        UpdateExpression:
          'SET enabled = :off, nextSendAt = :none, updatedAt = :at REMOVE #ipk, #isk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#ipk': DUE_INDEX.partitionKey, '#isk': DUE_INDEX.sortKey },
        ExpressionAttributeValues: { ':off': false, ':none': null, ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

const PAGE = 200;

/**
 * The subscriptions due at `now` (next due at or before it), a page at a time, from each shard
 * of the due index: only those whose time has come are read.
 */
export async function* readDueWeeklyReportEmails(
  now: Date,
): AsyncGenerator<StoredWeeklyReportEmail[]> {
  // Sort keys begin with the due time; `~` sorts after the `#` that follows it.
  const upTo = `${now.toISOString()}~`;
  for (const shard of allShards()) {
    for await (const page of pagesOf({
      pk: duePartition(shard),
      index: DUE_INDEX,
      upTo,
      limit: PAGE,
    })) {
      const items = page.items.map(fromWeeklyReportEmailItem).filter((s) => s.enabled);
      if (items.length) yield items;
    }
  }
}

/**
 * Moves a subscription that was queued to its next due time, unless it was changed meanwhile
 * (turned off, or saved again): answers whether it moved.
 */
export const advanceWeeklyReportEmail = async (
  stored: StoredWeeklyReportEmail,
  nextSendAt: string,
): Promise<boolean> => {
  const index = dueIndexAttributes(stored.organizationId, stored.userId, nextSendAt);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: weeklyReportEmailKey(stored.organizationId, stored.userId),
        UpdateExpression: 'SET nextSendAt = :next, #isk = :sk',
        ConditionExpression: 'enabled = :on AND nextSendAt = :was',
        ExpressionAttributeNames: { '#isk': DUE_INDEX.sortKey },
        ExpressionAttributeValues: {
          ':next': nextSendAt,
          ':sk': index[DUE_INDEX.sortKey],
          ':on': true,
          ':was': stored.nextSendAt,
        },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
};

/** How a claim on a week's report ended. */
export type WeekClaim = 'claimed' | 'busy' | 'done';

/**
 * Takes the week's report to send it: only when nobody took it, or when a delivery that took it
 * has not finished within `staleMs` (its function stopped). A second delivery of the same week
 * finds it being sent (busy: try later) or sent (done), so it never sends it again.
 */
export const claimWeeklyReport = async (
  organizationId: string,
  userId: string,
  week: string,
  now: Date,
  staleMs: number,
): Promise<WeekClaim> => {
  const key = weeklyReportSentKey(organizationId, userId, week);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          type: 'weeklyReportSent',
          status: 'sending',
          claimedAt: now.toISOString(),
          expire: Math.floor(now.getTime() / 1000) + SENT_MARKER_TTL_SECONDS,
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR (#status = :sending AND claimedAt < :stale)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':stale': new Date(now.getTime() - staleMs).toISOString(),
        },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const marker = await readItem(key);
    return marker?.status === 'sending' ? 'busy' : 'done';
  }
};

export const markWeeklyReportSent = async (
  organizationId: string,
  userId: string,
  week: string,
  at: string,
): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: weeklyReportSentKey(organizationId, userId, week),
      UpdateExpression: 'SET #status = :sent, sentAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent', ':at': at },
    }),
  );
};

/**
 * Lets this delivery's claim on a week go (the one it took at `claimedAt`) when building or
 * sending failed, so the retry may take it at once.
 */
export const releaseWeeklyReport = async (
  organizationId: string,
  userId: string,
  week: string,
  claimedAt: Date,
): Promise<void> => {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: weeklyReportSentKey(organizationId, userId, week),
        ConditionExpression: '#status = :sending AND claimedAt = :mine',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sending': 'sending', ':mine': claimedAt.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
