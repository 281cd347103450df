import * as z from 'zod/mini';
import {
  type ReportRange,
  type ReportType,
  reportRangeField,
  reportTypeField,
} from './report-query';

/**
 * GET /api/reports/weekly-email: the caller's weekly report email in the organization the session
 * works on. Before it was ever turned on: off, for the Overview of the last 30 days.
 */
export interface WeeklyReportEmail {
  enabled: boolean;
  type: ReportType;
  range: ReportRange;
  /** When the next one goes (ISO 8601, UTC); null while it is off. */
  nextSendAt: string | null;
}

/**
 * PUT /api/reports/weekly-email: on or off, and which report (the type and range on screen when
 * the switch was turned on), by the same rules as the Reports page's selectors.
 */
export const weeklyReportEmailSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  type: reportTypeField,
  range: reportRangeField,
});
export type WeeklyReportEmailInput = z.output<typeof weeklyReportEmailSchema>;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One user's weekly report to build and send, on the weekly-reports queue. */
export const weeklyReportRequestSchema = z.object({
  organizationId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  /** The week's Monday in the organization's calendar: one report per user and week. */
  week: day,
  /** The Monday 08:00 it was due at. */
  dueAt: z.iso.datetime(),
  /** When the schedule found it due: the report is as it stood then. */
  at: z.iso.datetime(),
});
export type WeeklyReportRequest = z.output<typeof weeklyReportRequestSchema>;
