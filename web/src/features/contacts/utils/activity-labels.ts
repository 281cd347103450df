import type { Activity } from '@salesflow/shared/activities/activity.schema';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 22, 2026, 10:15 AM", in the user's time zone. */
export const activityTime = (createdAt: string): string => {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
};

/** Seconds as minutes:seconds with padded seconds; "N/A" when absent (document 1, section 9). */
export const formatDuration = (seconds: number | null | undefined): string => {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return 'N/A';
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** A line under the subject: the call's length, if it was recorded. */
export const activityMeta = (activity: Activity): string | null =>
  (activity.type === 'call' || activity.type === 'demo_call') && activity.duration !== null
    ? `Duration ${formatDuration(activity.duration)}`
    : null;
