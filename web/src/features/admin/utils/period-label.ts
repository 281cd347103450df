import type { AdminAnalytics } from '@salesflow/shared/admin/admin.schema';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A point's period as an axis label: "Nov 3" (a day, `YYYY-MM-DD`), "Nov 2026" (a month). */
export const periodLabel = (period: string, granularity: AdminAnalytics['granularity']): string => {
  const date = new Date(granularity === 'month' ? `${period}-01T00:00:00Z` : `${period}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return period;
  return (granularity === 'month' ? monthFormat : dayFormat).format(date);
};
