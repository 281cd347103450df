import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_KEYS,
  type NotificationPreferences,
} from '@salesflow/shared/settings/notification-preferences';
import {
  DEFAULT_PROFILE_TIMEZONE,
  isProfileTimezone,
  type ProfileTimezone,
} from '@salesflow/shared/settings/timezones';
import { USER_PARTITION } from '../../platform/auth/identity.entity';
import { keyShape } from '../../platform/data/key-shape';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Key layout of a user's settings: one item beside the user record, with the notification
 * preferences and the profile fields the user record does not hold (company, job title, phone,
 * time zone); the name stays on the user record, where sign-in and the sidebar read it. While
 * daily reports are on, the item sits in the daily-report index under the user's time zone, so
 * the morning schedule finds whose 08:00 it is without reading anyone else. A phone number is
 * claimed by one user: the WhatsApp bot will recognise the user by it.
 */
export const settingsKey = (userId: string) => ({ pk: USER_PARTITION.key(userId), sk: 'SETTINGS' });

export const PHONE_CLAIM_PARTITION = keyShape('USERPHONE#<phone>');

export const phoneClaimKey = (phoneE164: string) => ({
  pk: PHONE_CLAIM_PARTITION.key(phoneE164),
  sk: 'UNIQUE',
});

export const DAILY_REPORT_INDEX = INDEXES.gsi1;
export const dailyReportPartition = (timezone: ProfileTimezone) => `DAILYREPORTS#${timezone}`;

export interface UserSettings {
  userId: string;
  notifications: NotificationPreferences;
  company: string | null;
  /** The profile's "role": a job title, not a team role. */
  jobTitle: string | null;
  phone: string | null;
  phoneE164: string | null;
  timezone: ProfileTimezone;
  /** Bumped on every save: a save based on an older read fails, and is made again on a new one. */
  version: number;
  updatedAt: string | null;
}

/** What a user has before saving anything: the spec's switches, and the given time zone. */
export const defaultSettings = (userId: string, timezone: ProfileTimezone): UserSettings => ({
  userId,
  notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES },
  company: null,
  jobTitle: null,
  phone: null,
  phoneE164: null,
  timezone,
  version: 0,
  updatedAt: null,
});

export const toSettingsItem = (settings: UserSettings) => ({
  ...settingsKey(settings.userId),
  type: 'userSettings',
  ...settings,
  ...(settings.notifications.dailyReports
    ? {
        [DAILY_REPORT_INDEX.partitionKey]: dailyReportPartition(settings.timezone),
        [DAILY_REPORT_INDEX.sortKey]: settings.userId,
      }
    : {}),
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export const fromSettingsItem = (item: Record<string, unknown>): UserSettings => {
  const stored = (item.notifications ?? {}) as Partial<NotificationPreferences>;
  const timezone = String(item.timezone);
  return {
    userId: String(item.userId),
    notifications: Object.fromEntries(
      NOTIFICATION_PREFERENCE_KEYS.map((key) => [
        key,
        stored[key] ?? DEFAULT_NOTIFICATION_PREFERENCES[key],
      ]),
    ) as unknown as NotificationPreferences,
    company: text(item.company),
    jobTitle: text(item.jobTitle),
    phone: text(item.phone),
    phoneE164: text(item.phoneE164),
    timezone: isProfileTimezone(timezone) ? timezone : DEFAULT_PROFILE_TIMEZONE,
    version: Number(item.version ?? 0),
    updatedAt: text(item.updatedAt),
  };
};
