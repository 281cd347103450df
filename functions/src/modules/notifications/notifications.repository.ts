import { batchGetItems } from '../../platform/data/batch';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { db, tableName } from '../../platform/data/dynamo-client';
import {
  ConditionalCheckFailedException,
  UpdateCommand,
} from '../../platform/data/dynamo-commands';
import { readItem, readPage, TOP } from '../../platform/data/read';
import { addWrite, putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  COUNTED_FROM_STREAM,
  fromNoticeItem,
  NOTICE_PREFIX,
  noticeKey,
  noticeOnceKey,
  noticePartition,
  ONCE_KEY_TTL_SECONDS,
  READ_NOTICE_TTL_SECONDS,
  type StoredNotice,
  toNoticeItem,
  UNREAD_INDEX,
  unreadCounterKey,
  unreadPartition,
} from './notice.entity';

/** The notice's "once" key was used already: it was told before, and is not told again. */
export class AlreadyNotifiedError extends Error {}

/** A notice marked as read between the read of the unread ones and the write. */
export class NoticeReadMeanwhileError extends Error {}

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * A new unread notice, and its "once" marker when it has a key; the unread count follows from the
 * table's stream (notice-counters.projection.ts).
 */
export const noticeInsertWrites = (notice: StoredNotice, onceKey?: string): Write[] => [
  putWrite(
    { ...toNoticeItem(notice), [COUNTED_FROM_STREAM]: true },
    {
      expression: 'attribute_not_exists(pk)',
      error: () => new ConflictError('This notice already exists'),
    },
  ),
  ...(onceKey
    ? [
        putWrite(
          {
            ...noticeOnceKey(notice.userId, onceKey),
            type: 'noticeOnce',
            noticeId: notice.id,
            expire: epochSeconds(notice.createdAt) + ONCE_KEY_TTL_SECONDS,
          },
          { expression: 'attribute_not_exists(pk)', error: () => new AlreadyNotifiedError() },
        ),
      ]
    : []),
];

export const onceKeyUsed = async (userId: string, onceKey: string): Promise<boolean> => {
  const item = await readItem(noticeOnceKey(userId, onceKey));
  return item !== undefined;
};

/** Marks these unread notices read and takes them off the count: all of them, or none. */
export const noticesReadWrites = (userId: string, ids: readonly string[], at: string): Write[] => [
  ...ids.map((id) =>
    setWrite(
      noticeKey(userId, id),
      {
        set: { readAt: at, expire: epochSeconds(at) + READ_NOTICE_TTL_SECONDS },
        remove: [UNREAD_INDEX.partitionKey, UNREAD_INDEX.sortKey],
      },
      {
        expression: 'attribute_exists(pk) AND attribute_not_exists(readAt)',
        error: () => new NoticeReadMeanwhileError(),
      },
    ),
  ),
  ...addWrite(unreadCounterKey(userId), { count: -ids.length }),
];

export const findNotice = async (userId: string, id: string): Promise<StoredNotice | null> => {
  const item = await readItem(noticeKey(userId, id));
  return item ? fromNoticeItem(item) : null;
};

/** Of these notices, the ones still unread, read consistently. */
export const unreadAmong = async (userId: string, ids: readonly string[]): Promise<string[]> => {
  const items = await batchGetItems(
    ids.map((id) => noticeKey(userId, id)),
    { consistentRead: true },
  );
  return items.map(fromNoticeItem).flatMap((notice) => (notice.readAt ? [] : [notice.id]));
};

const isSortKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(NOTICE_PREFIX) && value.length < 100;

/** The user's notices, newest first, a page at a time. */
export const readNoticePage = async (userId: string, limit: number, cursor?: string) => {
  const pk = noticePartition(userId);
  const scope = `notices|${userId}`;
  const from = cursor ? decodeCursor(cursor, scope, isSortKey) : undefined;
  const page = await readPage({
    pk,
    between: [NOTICE_PREFIX, `${NOTICE_PREFIX}${TOP}`],
    descending: true,
    limit,
    cursor: from ? { pk, sk: from } : null,
    consistent: false,
  });
  const last = page.next?.sk;
  return {
    items: page.items.map(fromNoticeItem),
    nextCursor: typeof last === 'string' ? encodeCursor(last, scope) : null,
  };
};

/** A page of the user's unread notice ids, from the unread index (never the read ones). */
export const readUnreadNoticeIds = async (
  userId: string,
  limit: number,
  start?: Record<string, unknown>,
): Promise<{ ids: string[]; next?: Record<string, unknown> }> => {
  const page = await readPage({
    pk: unreadPartition(userId),
    index: UNREAD_INDEX,
    attributes: ['id'],
    limit,
    cursor: start,
  });
  return { ids: page.items.map((item) => String(item.id)), next: page.next ?? undefined };
};

export const readUnreadCount = async (userId: string): Promise<number> => {
  const item = await readItem(unreadCounterKey(userId));
  return Math.max(0, Number(item?.count ?? 0));
};

/** How a claim on a notice's email ended. */
export type EmailClaim = 'claimed' | 'busy' | 'done';

/**
 * Takes the notice's email to send it: only while it is waiting, or when a delivery that took it
 * earlier has not finished within `staleMs` (its function stopped). A second delivery of the same
 * message finds it taken (busy: try later) or sent (done), so it never sends it again.
 */
export const claimNoticeEmail = async (
  userId: string,
  id: string,
  now: Date,
  staleMs: number,
): Promise<EmailClaim> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: noticeKey(userId, id),
        UpdateExpression: 'SET emailStatus = :sending, emailClaimedAt = :now',
        ConditionExpression:
          'emailStatus = :pending OR (emailStatus = :sending AND emailClaimedAt < :stale)',
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':sending': 'sending',
          ':now': now.toISOString(),
          ':stale': new Date(now.getTime() - staleMs).toISOString(),
        },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const notice = await findNotice(userId, id);
    return notice?.emailStatus === 'sending' ? 'busy' : 'done';
  }
};

export const markNoticeEmailed = async (userId: string, id: string): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: noticeKey(userId, id),
      UpdateExpression: 'SET emailStatus = :sent, emailSentAt = :now',
      ExpressionAttributeValues: { ':sent': 'sent', ':now': new Date().toISOString() },
    }),
  );
};
