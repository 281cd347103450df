import * as z from 'zod/mini';

/** The five notification switches of the Settings page, with the spec's defaults (section 3). */
export interface NotificationPreferences {
  emailNotifications: boolean;
  smsNotifications: boolean;
  callCompletionAlerts: boolean;
  leadScoringUpdates: boolean;
  dailyReports: boolean;
}

export const NOTIFICATION_PREFERENCE_KEYS = [
  'emailNotifications',
  'smsNotifications',
  'callCompletionAlerts',
  'leadScoringUpdates',
  'dailyReports',
] as const satisfies readonly (keyof NotificationPreferences)[];

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  callCompletionAlerts: true,
  leadScoringUpdates: true,
  dailyReports: false,
};

const preference = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** POST /api/settings/notifications: the five preferences, each true or false, nothing else. */
export const notificationPreferencesSchema = z.strictObject({
  emailNotifications: preference('emailNotifications'),
  smsNotifications: preference('smsNotifications'),
  callCompletionAlerts: preference('callCompletionAlerts'),
  leadScoringUpdates: preference('leadScoringUpdates'),
  dailyReports: preference('dailyReports'),
});
