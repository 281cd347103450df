import type { WeeklyReportEmail } from '@salesflow/shared/reports/weekly-report-email.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

export const getWeeklyReportEmail = (signal?: AbortSignal) =>
  apiRequest<WeeklyReportEmail>(paths.api.reportsWeeklyEmail, { signal });

/** The signed-in user's own subscription in the current organization (one per user). */
export const weeklyReportEmailQueryKey = ['reports', 'weekly-email'] as const;

export const weeklyReportEmailQueryOptions = () =>
  queryOptions({
    queryKey: weeklyReportEmailQueryKey,
    queryFn: ({ signal }) => getWeeklyReportEmail(signal),
  });

export const useWeeklyReportEmail = () => useQuery(weeklyReportEmailQueryOptions());
