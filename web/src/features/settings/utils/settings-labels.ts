import type { NotificationPreferences } from '@salesflow/shared/settings/notification-preferences';
import type { ProfileTimezone } from '@salesflow/shared/settings/timezones';

/** The Notifications tab's switches, in the spec's order, with what each one does here. */
export const NOTIFICATION_SWITCHES: readonly {
  key: keyof NotificationPreferences;
  label: string;
  description: string;
}[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'Receive your notifications by email as well as in the app',
  },
  {
    key: 'smsNotifications',
    label: 'SMS Notifications',
    description: 'Receive urgent alerts by text message',
  },
  {
    key: 'callCompletionAlerts',
    label: 'Call Completion Alerts',
    description: 'Email me when an AI call is completed',
  },
  {
    key: 'leadScoringUpdates',
    label: 'Lead Scoring Updates',
    description: 'Email me when a lead’s score changes',
  },
  {
    key: 'dailyReports',
    label: 'Daily Reports',
    description: 'Yesterday’s new leads, deals moved and calls, each morning at 8:00 your time',
  },
];

/** The time zone select's options: a name people know, and the zone itself. */
export const TIMEZONE_LABELS: Record<ProfileTimezone, string> = {
  'America/New_York': 'Eastern Time (America/New_York)',
  'America/Chicago': 'Central Time (America/Chicago)',
  'America/Denver': 'Mountain Time (America/Denver)',
  'America/Los_Angeles': 'Pacific Time (America/Los_Angeles)',
  'Europe/London': 'London (Europe/London)',
  'Europe/Paris': 'Paris (Europe/Paris)',
  'Asia/Tokyo': 'Tokyo (Asia/Tokyo)',
  'Asia/Kolkata': 'India Standard Time (Asia/Kolkata)',
  'Asia/Singapore': 'Singapore (Asia/Singapore)',
};
