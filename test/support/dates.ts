import { todayIn } from '@salesflow/shared/dates/calendar-date';

/** The calendar day `days` from today where new organizations live (Asia/Kolkata). */
export const dayFromToday = (days: number): string =>
  todayIn('Asia/Kolkata', new Date(Date.now() + days * 86_400_000));
