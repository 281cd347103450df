import { todayIn } from '../dates/calendar-date';
import { instantOf, knownTimeZone, wallTimeAt } from '../dates/zoned-time';
import { addDays } from './report-calendar';
import {
  REPORT_RANGE_LABELS,
  REPORT_TYPE_LABELS,
  type ReportRange,
  type ReportType,
} from './report-query';

/**
 * "Email me this report weekly": each Monday at 08:00 in the organization's time zone (the
 * calendar its reports are counted in), the report the user chose, as it stands then.
 */
export const WEEKLY_REPORT_WEEKDAY = 1; // Monday (0 is Sunday)
export const WEEKLY_REPORT_HOUR = 8;

/**
 * A schedule run that comes this long after the Monday 08:00 it was for still sends that week's
 * report; later (the schedule was down for most of a day), the week is skipped rather than a
 * "weekly" report arriving on Tuesday.
 */
export const WEEKLY_REPORT_LATE_HOURS = 12;

/** What the Reports page says under the switch while the report on screen is the one sent. */
export const WEEKLY_REPORT_WHEN = 'Sent Mondays at 8:00';

/**
 * The first Monday 08:00 in `timeZone` strictly after `after`: when a subscription made (or a
 * report sent) at `after` is next due. An unknown zone is read as UTC.
 */
export const nextWeeklySendAt = (timeZone: string, after: Date): Date => {
  const zone = knownTimeZone(timeZone);
  const today = wallTimeAt(after, zone);
  // Today (if Monday and 08:00 has not come) or one of the next seven days.
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    if (day.getUTCDay() !== WEEKLY_REPORT_WEEKDAY) continue;
    const due = instantOf(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: WEEKLY_REPORT_HOUR,
        minute: 0,
      },
      zone,
    );
    if (due.getTime() > after.getTime()) return due;
  }
  throw new Error(`No Monday 08:00 within a week of ${after.toISOString()} in ${zone}`);
};

/**
 * The week an instant falls in, in `timeZone`, named by its Monday (`YYYY-MM-DD`): one weekly
 * report per user, organization and week, however often its message comes.
 */
export const reportWeekOf = (timeZone: string, instant: Date): string => {
  const zone = knownTimeZone(timeZone);
  const date = todayIn(zone, instant);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday - WEEKLY_REPORT_WEEKDAY + 7) % 7));
};

/** Whether a report due at `dueAt` and taken up at `at` is too late to send as that week's. */
export const weeklyReportTooLate = (dueAt: string, at: string): boolean =>
  Date.parse(at) - Date.parse(dueAt) > WEEKLY_REPORT_LATE_HOURS * 3_600_000;

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** "Sales Performance, last 30 days". */
export const weeklyReportLabel = (type: ReportType, range: ReportRange): string =>
  `${REPORT_TYPE_LABELS[type]}, ${lowerFirst(REPORT_RANGE_LABELS[range])}`;

/** "Your weekly SalesFlow report: Sales Performance, last 30 days". */
export const weeklyReportSubject = (type: ReportType, range: ReportRange): string =>
  `Your weekly SalesFlow report: ${weeklyReportLabel(type, range)}`;

/** The Reports page showing this report: `/app/reports?type=sales&range=30d`. */
export const reportPagePath = (type: ReportType, range: ReportRange): string =>
  `/app/reports?${new URLSearchParams({ type, range }).toString()}`;
