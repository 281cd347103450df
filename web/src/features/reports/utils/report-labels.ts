import type { Granularity } from '@salesflow/shared/reports/report-calendar';

// The words for figures are shared with the weekly report email (shared/src/reports).
export {
  countLabel,
  demoCallsNote,
  formatCount,
  formatReportPercent,
  wordsLabel,
} from '@salesflow/shared/reports/report-labels';

/** Average days in a stage: "4.5 days", "1 day", or a dash when no deal left the stage. */
export const formatDays = (days: number | null): string =>
  days === null
    ? '—'
    : `${days.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${days === 1 ? 'day' : 'days'}`;

/**
 * A share the report does not carry (a member's call success rate, an outcome's part of all
 * calls): percent to one decimal, 0 when there is nothing to divide by, as the server rounds.
 */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
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

/** A trend bucket's label: "Nov 3" (a day), "Nov 3 – Nov 9" (a week), "Nov 2026" (a month). */
export const bucketLabel = (
  bucket: { from: string; to: string },
  granularity: Granularity,
): string => {
  if (granularity === 'month') return monthFormat.format(utc(bucket.from));
  const from = dayFormat.format(utc(bucket.from));
  if (granularity === 'day' || bucket.from === bucket.to) return from;
  return `${from} – ${dayFormat.format(utc(bucket.to))}`;
};
