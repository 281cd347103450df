import { todayIn } from '@salesflow/shared/dates/calendar-date';

const DAY_MS = 86_400_000;

/** The calendar day (`YYYY-MM-DD`) in a time zone, `days` from now. */
export const dayIn = (timeZone: string, days: number): string =>
  todayIn(timeZone, new Date(Date.now() + days * DAY_MS));

/** The calendar day `days` from today where new organizations live (Asia/Kolkata). */
export const dayFromToday = (days: number): string => dayIn('Asia/Kolkata', days);

/** An instant `days` ago, as stored. */
export const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();
