import * as z from 'zod/mini';

/** The Reports page's selectors (document 2, "Reports page"): a report type and a date range. */
export const REPORT_TYPES = ['overview', 'sales', 'leads', 'calls'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  overview: 'Overview',
  sales: 'Sales Performance',
  leads: 'Lead Analytics',
  calls: 'AI Calling Report',
};

export const REPORT_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

export const DEFAULT_REPORT_TYPE: ReportType = 'overview';
export const DEFAULT_REPORT_RANGE: ReportRange = '30d';

export const REPORT_TYPE_MESSAGE = 'Report type must be one of overview, sales, leads, calls';
export const REPORT_RANGE_MESSAGE = 'Date range must be one of 7d, 30d, 90d, 1y';

/** A report type or a date range, each refused with its own message. */
export const reportTypeField = z.enum(REPORT_TYPES, { error: REPORT_TYPE_MESSAGE });
export const reportRangeField = z.enum(REPORT_RANGES, { error: REPORT_RANGE_MESSAGE });

/** GET /api/reports?type=&range=: both optional (Overview, last 30 days). */
export const reportQuerySchema = z.object({
  type: z._default(reportTypeField, DEFAULT_REPORT_TYPE),
  range: z._default(reportRangeField, DEFAULT_REPORT_RANGE),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;
