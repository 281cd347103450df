import type { Notice, NoticeKind } from '@salesflow/shared/notifications/notice';
import { keyShape } from '../../platform/data/key-shape';
import { INDEXES } from '../../platform/data/table-definition';
import { COUNTED_FROM_STREAM } from '../../platform/projections/stream-change';

/**
 * Key layout of a user's notices: one partition per user, newest last by id (ULID), read newest
 * first; an unread counter beside them, +1 for a new notice from the table's stream and -1 in the
 * transaction of every mark as read; a marker per "once" key, so a notice told twice (a redelivered event, a
 * schedule run twice) is kept once. Unread notices are also in a sparse index (gsi2), so "mark
 * all as read" reads only the unread ones. A notice read is forgotten after 90 days (TTL); an
 * unread one is kept, so the counter never counts one that is gone.
 */
export const NOTICE_PREFIX = 'NOTICE#';

/** On every item written since its counters came from the stream (platform/projections/stream-change.ts). */
export { COUNTED_FROM_STREAM };

export const NOTICES_PARTITION = keyShape('USER#<user>#NOTICES');
export const noticePartition = (userId: string) => NOTICES_PARTITION.key(userId);

export const noticeKey = (userId: string, id: string) => ({
  pk: noticePartition(userId),
  sk: `${NOTICE_PREFIX}${id}`,
});

export const unreadCounterKey = (userId: string) => ({ pk: noticePartition(userId), sk: 'UNREAD' });

export const noticeOnceKey = (userId: string, onceKey: string) => ({
  pk: noticePartition(userId),
  sk: `ONCE#${onceKey}`,
});

export const UNREAD_INDEX = INDEXES.gsi2;
export const UNREAD_PARTITION = keyShape('USER#<user>#UNREAD');
export const unreadPartition = (userId: string) => UNREAD_PARTITION.key(userId);

export const READ_NOTICE_TTL_SECONDS = 90 * 24 * 3600;
/** Long after any redelivery or repeated schedule run could come. */
export const ONCE_KEY_TTL_SECONDS = 30 * 24 * 3600;

/** Where the notice's email is: none wanted, waiting, being sent, sent. */
export type NoticeEmail = 'none' | 'pending' | 'sending' | 'sent';

export interface StoredNotice extends Notice {
  userId: string;
  emailStatus: NoticeEmail;
}

export const toNoticeItem = ({ readAt, ...notice }: StoredNotice) => ({
  ...noticeKey(notice.userId, notice.id),
  type: 'notice',
  ...notice,
  ...(readAt
    ? { readAt }
    : {
        [UNREAD_INDEX.partitionKey]: unreadPartition(notice.userId),
        [UNREAD_INDEX.sortKey]: `${NOTICE_PREFIX}${notice.id}`,
      }),
});

export const fromNoticeItem = (item: Record<string, unknown>): StoredNotice => ({
  id: String(item.id),
  userId: String(item.userId),
  kind: String(item.kind) as NoticeKind,
  title: String(item.title),
  message: String(item.message),
  link: typeof item.link === 'string' ? item.link : null,
  organizationId: String(item.organizationId),
  createdAt: String(item.createdAt),
  readAt: typeof item.readAt === 'string' ? item.readAt : null,
  emailStatus: (item.emailStatus as NoticeEmail | undefined) ?? 'none',
});

/** What the user sees of a notice. */
export const toNotice = ({ userId: _user, emailStatus: _email, ...notice }: StoredNotice): Notice =>
  notice;
