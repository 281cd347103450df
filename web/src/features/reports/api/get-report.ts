import type { Report } from '@salesflow/shared/reports/report';
import type { ReportRange, ReportType } from '@salesflow/shared/reports/report-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKeys } from '../../../lib/query-keys';

export const getReport = (type: ReportType, range: ReportRange, signal?: AbortSignal) =>
  apiRequest<Report>(paths.api.reports, { query: { type, range }, signal });

/**
 * Below the dashboard's key: a change to contacts or deals already invalidates that key, so a
 * report seen before the change is read again when it is next shown.
 */
export const reportQueryKeys = {
  all: [...dashboardQueryKeys.all, 'reports'] as const,
  one: (type: ReportType, range: ReportRange) =>
    [...dashboardQueryKeys.all, 'reports', type, range] as const,
};

export const reportQueryOptions = (type: ReportType, range: ReportRange) =>
  queryOptions({
    queryKey: reportQueryKeys.one(type, range),
    queryFn: ({ signal }) => getReport(type, range, signal),
  });

/** One report; while another type or range loads, the one before stays on screen. */
export const useReport = (type: ReportType, range: ReportRange) =>
  useQuery({ ...reportQueryOptions(type, range), placeholderData: keepPreviousData });
