import * as z from 'zod/mini';

/**
 * The daily report: each morning at 08:00 in the user's own time zone, the figures of the day
 * before in each of their organizations (that organization's calendar day).
 */
export const DAILY_REPORT_HOUR = 8;

/**
 * How long after 08:00 a run of the schedule still starts the day's report. The schedule runs
 * every 15 minutes; twice that means a late or skipped run is caught by the next, and the report
 * item's marker keeps a second run from sending it again.
 */
export const DAILY_REPORT_WINDOW_MINUTES = 30;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

/** The local calendar date and minute of the day at `now` in `timeZone`. */
export const localClock = (timeZone: string, now: Date): { date: string; minute: number } => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

/** The user's local date when `now` is within the report window of their morning, else null. */
export const dailyReportDate = (timeZone: string, now: Date): string | null => {
  const { date, minute } = localClock(timeZone, now);
  const start = DAILY_REPORT_HOUR * 60;
  return minute >= start && minute < start + DAILY_REPORT_WINDOW_MINUTES ? date : null;
};

/** The calendar day before `date` (`YYYY-MM-DD`). */
export const dayBefore = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) - 1)).toISOString().slice(0, 10);
};

/** "Sun, 22 Nov 2026" for `2026-11-22`. */
export const reportDayLabel = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** One organization's day: all from counters, however large the organization. */
export interface DailyFigures {
  newLeads: number;
  dealsMoved: number;
  dealsWon: number;
  callsLogged: number;
}

export interface DailyReportSection {
  organizationName: string;
  /** The organization's calendar day reported on. */
  day: string;
  figures: DailyFigures;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line per organization: "Acme on Sun, 22 Nov 2026: 3 new leads, 2 deals moved, 1 deal won, 5 calls logged." */
export const dailyReportLine = ({ organizationName, day, figures }: DailyReportSection): string =>
  `${organizationName} on ${reportDayLabel(day)}: ${[
    count(figures.newLeads, 'new lead', 'new leads'),
    count(figures.dealsMoved, 'deal moved', 'deals moved'),
    count(figures.dealsWon, 'deal won', 'deals won'),
    count(figures.callsLogged, 'call logged', 'calls logged'),
  ].join(', ')}.`;

export const dailyReportMessage = (sections: readonly DailyReportSection[]): string =>
  sections.map(dailyReportLine).join('\n');

export const DAILY_REPORT_TITLE = 'Your daily report';

/** One user's report to build, on the daily-reports queue. */
export const dailyReportRequestSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  /** The user's local date the report is for: one report per user and date. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** The time zone the schedule found the user under. */
  timezone: z.string(),
  /** When the schedule ran: each organization's "yesterday" is the day before this, there. */
  at: z.iso.datetime(),
});
export type DailyReportRequest = z.output<typeof dailyReportRequestSchema>;
