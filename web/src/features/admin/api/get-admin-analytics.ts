import type { AdminAnalytics, AdminAnalyticsRange } from '@salesflow/shared/admin/admin.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export const getAdminAnalytics = (range: AdminAnalyticsRange, signal?: AbortSignal) =>
  apiRequest<AdminAnalytics>(adminPaths.analytics, { query: { range }, signal });

export const adminAnalyticsQueryOptions = (range: AdminAnalyticsRange) =>
  queryOptions({
    queryKey: adminQueryKeys.analytics(range),
    queryFn: ({ signal }) => getAdminAnalytics(range, signal),
  });

/** The figures per day or month over the range; the range before stays while the next loads. */
export const useAdminAnalytics = (range: AdminAnalyticsRange) =>
  useQuery({ ...adminAnalyticsQueryOptions(range), placeholderData: keepPreviousData });
