import type { NotificationPreferences } from '@salesflow/shared/settings/notification-preferences';
import type { ProfileTimezone } from '@salesflow/shared/settings/timezones';
import type { AuthContext } from '../../platform/auth/session';
import { readDailyReportUserIds } from './settings.repository';
import { changeSettings, currentSettings } from './user-settings';

/** GET /api/settings/notifications: the caller's five switches (the spec's defaults until saved). */
export const notificationSettings = async (auth: AuthContext): Promise<NotificationPreferences> =>
  (await currentSettings(auth.userId, auth.timezone)).notifications;

/**
 * POST /api/settings/notifications. Turning daily reports on or off puts the user in or out of the
 * daily-report index in the same write.
 */
export const saveNotificationSettings = async (
  auth: AuthContext,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> =>
  (
    await changeSettings(auth.userId, auth.timezone, (current) => ({
      next: { ...current, notifications: preferences },
    }))
  ).notifications;

/** What the notifications module asks before it emails someone, and the report's time zone. */
export const notificationPreferencesOf = async (
  userId: string,
): Promise<{ notifications: NotificationPreferences; timezone: ProfileTimezone }> => {
  const { notifications, timezone } = await currentSettings(userId);
  return { notifications, timezone };
};

/**
 * The users with daily reports on whose time zone is `timezone`, a page at a time: read from the
 * daily-report index, never from every user.
 */
export async function* dailyReportSubscribers(timezone: ProfileTimezone) {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await readDailyReportUserIds(timezone, start);
    if (page.userIds.length) yield page.userIds;
    start = page.next;
  } while (start);
}
