const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date (YYYY-MM-DD, or the date part of an ISO timestamp) as "Mar 05, 2025"; a dash
 * when there is none (document 1, "Deals screen"). Read in UTC so the day never shifts.
 */
export const formatCalendarDate = (date: string | null | undefined): string => {
  if (!date) return '-';
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? '-' : calendarDate.format(day);
};

/** The local calendar date of a moment as YYYY-MM-DD (file names, CSV cells). */
export const localIsoDate = (moment: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
};
