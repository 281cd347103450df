import * as z from 'zod/mini';
import type { NotificationPreferences } from '../settings/notification-preferences';
import { cursorField, limitField } from '../text/paging';

/**
 * What a notice is about. Each module that tells a user something names its kind here; the kind
 * decides which preference, beside Email Notifications, lets it reach the user's inbox.
 */
export const NOTICE_KINDS = [
  'assignment',
  'dailyReport',
  'leadScored',
  'callCompleted',
  'mention',
  /** Money: a payment refunded, a subscription ended for the owner. */
  'billing',
  /** A follow-up (task) is due: its assignee is reminded once, at its due time. */
  'taskDue',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The switch that governs a kind besides Email Notifications; null when only that one does. */
export const NOTICE_KIND_PREFERENCE: Record<NoticeKind, keyof NotificationPreferences | null> = {
  assignment: null,
  dailyReport: 'dailyReports',
  leadScored: 'leadScoringUpdates',
  callCompleted: 'callCompletionAlerts',
  mention: null,
  billing: null,
  taskDue: null,
};

/**
 * Every notice is kept in the app; it is also emailed when Email Notifications are on and the
 * kind's own switch (if it has one) is on too.
 */
export const wantsEmail = (preferences: NotificationPreferences, kind: NoticeKind): boolean => {
  const own = NOTICE_KIND_PREFERENCE[kind];
  return preferences.emailNotifications && (own === null || preferences[own]);
};

export const NOTICE_LIMITS = { title: 200, message: 2000 } as const;

/** One notice in the user's list (the bell). */
export interface Notice {
  id: string;
  kind: NoticeKind;
  title: string;
  /** May hold several lines (a daily report has one per organization). */
  message: string;
  /** A screen of the app to open, or null. */
  link: string | null;
  organizationId: string;
  createdAt: string;
  readAt: string | null;
}

/** GET /api/notifications: newest first, a page at a time, with the exact unread count. */
export interface NoticePage {
  items: Notice[];
  nextCursor: string | null;
  unreadCount: number;
}

export const noticeListQuerySchema = z.object({
  limit: z._default(limitField(50), 20),
  cursor: cursorField,
});

/** A notice to email, on the notifications queue (the worker reads the notice itself). */
export const noticeEmailMessageSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  noticeId: z.string().check(z.minLength(1)),
});
export type NoticeEmailMessage = z.output<typeof noticeEmailMessageSchema>;
