import { INSIGHT_LINKS, isAppLink } from '@salesflow/shared/metrics/insight-links';
import {
  NOTICE_LIMITS,
  type Notice,
  type NoticeEmailMessage,
  type NoticeKind,
  type NoticePage,
  wantsEmail,
} from '@salesflow/shared/notifications/notice';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { NotFoundError } from '../../platform/errors';
import { countEvent } from '../../platform/metrics';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { NOTIFICATIONS_QUEUE } from '../../platform/queue-names';
import { notificationPreferencesOf } from '../settings/notification-settings.service';
import { type StoredNotice, toNotice } from './notice.entity';
import {
  AlreadyNotifiedError,
  findNotice,
  NoticeReadMeanwhileError,
  noticeInsertWrites,
  noticesReadWrites,
  onceKeyUsed,
  readNoticePage,
  readUnreadCount,
  readUnreadNoticeIds,
  unreadAmong,
} from './notifications.repository';

/** What another module tells a user. */
export interface NewNotice {
  kind: NoticeKind;
  title: string;
  message: string;
  /** A screen of the app (`/app/...`) the notice opens, if any. */
  link?: string | null;
  /** The organization the notice is about. */
  organizationId: string;
  /**
   * Tells it once: a second notify() with the same key for the same user (a redelivered event, a
   * schedule that ran twice) keeps nothing and sends nothing. An event id, "dailyReport#<date>".
   */
  onceKey?: string;
}

const check = (notice: NewNotice) => {
  const title = notice.title.trim();
  const message = notice.message.trim();
  if (!title || title.length > NOTICE_LIMITS.title) throw new Error('A notice needs a short title');
  if (message.length > NOTICE_LIMITS.message) throw new Error('A notice message is too long');
  if (notice.link != null && !isAppLink(notice.link)) {
    throw new Error(`A notice links to a screen of the app, not ${notice.link}`);
  }
  return { title, message };
};

/**
 * The one way to tell a user something: the notice goes to their list (the bell) with the unread
 * count in one transaction and, when their settings want it emailed (Email Notifications, and the
 * kind's own switch), its email is queued in that transaction too (outbox), so a slow SES never
 * slows the caller and a committed notice is never left unsent. A route that calls this must
 * declare `sends: ['notifications']`. Answers the notice, or null when its once-key was used.
 */
export const notify = async (userId: string, notice: NewNotice): Promise<Notice | null> => {
  const { title, message } = check(notice);
  const { notifications } = await notificationPreferencesOf(userId);
  const emailed = wantsEmail(notifications, notice.kind);
  const stored: StoredNotice = {
    id: newId(),
    userId,
    kind: notice.kind,
    title,
    message,
    link: notice.link ?? null,
    organizationId: notice.organizationId,
    createdAt: new Date().toISOString(),
    readAt: null,
    emailStatus: emailed ? 'pending' : 'none',
  };
  const email = emailed
    ? outboxPut(NOTIFICATIONS_QUEUE, { userId, noticeId: stored.id } satisfies NoticeEmailMessage)
    : null;
  try {
    await commit([...noticeInsertWrites(stored, notice.onceKey), ...(email ? [email.write] : [])]);
  } catch (error) {
    if (error instanceof AlreadyNotifiedError) return null;
    throw error;
  }
  countEvent('noticeSent');
  if (email) await sendFromOutbox(email.entry);
  return toNotice(stored);
};

/** Whether a notice with this once-key was told already (to skip building one again). */
export const alreadyNotified = (userId: string, onceKey: string) => onceKeyUsed(userId, onceKey);

/**
 * The notice a lead assignment sends its assignee (the lead-assignments module calls notify() with
 * it): once per assignment and time it was handed to them, so a reassignment back is told again.
 */
export const assignmentNotice = (assignment: {
  organizationId: string;
  assignmentId: string;
  assignedAt: string;
  reassigned?: boolean;
  contactId: string;
  contactName: string;
  contactCompany?: string | null;
  score?: number;
  assignedByName: string;
  priority?: string | null;
  notes?: string | null;
}): NewNotice => ({
  kind: 'assignment',
  title: `${assignment.reassigned ? 'Lead reassigned to you' : 'New lead assigned to you'}: ${
    assignment.contactName
  }`,
  message: [
    `${assignment.assignedByName} assigned you ${assignment.contactName}${
      assignment.contactCompany ? ` (${assignment.contactCompany})` : ''
    }${assignment.score === undefined ? '' : `, score ${assignment.score}/100`}${
      assignment.priority ? `, ${assignment.priority} priority` : ''
    }.`,
    assignment.notes ? `Notes: ${assignment.notes}` : '',
  ]
    .filter(Boolean)
    .join('\n'),
  link: INSIGHT_LINKS.contact(assignment.contactId),
  organizationId: assignment.organizationId,
  onceKey: `assignment#${assignment.assignmentId}#${assignment.assignedAt}`,
});

const newLeads = (n: number) => `${n.toLocaleString('en-US')} new lead${n === 1 ? '' : 's'}`;

/**
 * The notice an import sends each member round-robin handed its new leads to: one per member and
 * import (`importId`), however many leads, so a file of thousands is one notice, not thousands.
 */
export const importedLeadsNotice = (imported: {
  organizationId: string;
  importId: string;
  count: number;
  /** "the import of leads.csv", "a pasted import". */
  from: string;
}): NewNotice => ({
  kind: 'assignment',
  title: `${newLeads(imported.count)} assigned to you`,
  message: `${newLeads(imported.count)} from ${imported.from} ${imported.count === 1 ? 'is' : 'are'} yours to follow up.`,
  link: INSIGHT_LINKS.myLeads,
  organizationId: imported.organizationId,
  onceKey: `import#${imported.importId}`,
});

/** GET /api/notifications: the caller's notices, newest first, and how many are unread. */
export const noticesOf = async (
  auth: AuthContext,
  query: { limit: number; cursor?: string },
): Promise<NoticePage> => {
  const [page, unreadCount] = await Promise.all([
    readNoticePage(auth.userId, query.limit, query.cursor),
    readUnreadCount(auth.userId),
  ]);
  return { items: page.items.map(toNotice), nextCursor: page.nextCursor, unreadCount };
};

/** Marks these notices read, skipping any that were marked meanwhile. */
const markRead = async (userId: string, ids: readonly string[], at: string) => {
  let pending = [...ids];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    try {
      return await commit(noticesReadWrites(userId, pending, at));
    } catch (error) {
      if (!(error instanceof NoticeReadMeanwhileError) || attempt >= 3) throw error;
      pending = await unreadAmong(userId, pending);
    }
  }
};

/** POST /api/notifications/{id}/read: one of the caller's notices; reading it twice is the same. */
export const markNoticeRead = async (
  auth: AuthContext,
  id: string,
): Promise<{ notice: Notice; unreadCount: number }> => {
  const found = await findNotice(auth.userId, id);
  if (!found) throw new NotFoundError('Notification not found');
  const at = new Date().toISOString();
  if (!found.readAt) await markRead(auth.userId, [id], at);
  const notice = toNotice({ ...found, readAt: found.readAt ?? at });
  return { notice, unreadCount: await readUnreadCount(auth.userId) };
};

/** A transaction holds at most 100 writes: 99 notices and the counter. */
const READ_BATCH = 99;

/** POST /api/notifications/read-all: every unread notice of the caller, 99 to a transaction. */
export const markAllNoticesRead = async (auth: AuthContext): Promise<{ unreadCount: number }> => {
  const at = new Date().toISOString();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await readUnreadNoticeIds(auth.userId, READ_BATCH, start);
    if (page.ids.length) await markRead(auth.userId, page.ids, at);
    start = page.next;
  } while (start);
  return { unreadCount: await readUnreadCount(auth.userId) };
};
