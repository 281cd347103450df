/**
 * Calendar dates (a deal's expected close date) travel as exactly `YYYY-MM-DD`: nothing before or
 * after it, a real day of the Gregorian calendar, in years 1900-2999 (no year 0000, no typo that
 * lands in the year 20245).
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The same day as a JavaScript client writes it (`toISOString()` of a UTC midnight). */
const UTC_MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z$/;

export const CLOSE_DATE_MESSAGE = 'Expected close date must be a date like 2025-03-05';
export const PAST_CLOSE_DATE_MESSAGE = 'Expected close date cannot be in the past';

export const isCalendarDate = (value: string): boolean => {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** `YYYY-MM-DD`, or a UTC midnight timestamp of that day, as `YYYY-MM-DD`; null for anything else. */
export const readCalendarDate = (value: string): string | null => {
  const day = UTC_MIDNIGHT.exec(value)?.[1] ?? value;
  return isCalendarDate(day) ? day : null;
};

/** Today's date (`YYYY-MM-DD`) in a time zone: the day a user there sees on their calendar. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * A close date the user set or changed must not be in the past; a date that was already stored
 * and is sent back unchanged (editing another field of an old deal) stays allowed.
 */
export const closeDateProblem = (
  next: string | null,
  previous: string | null,
  today: string,
): string | null =>
  next !== null && next !== previous && next < today ? PAST_CLOSE_DATE_MESSAGE : null;
