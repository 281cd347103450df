import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKeys } from '../../../lib/query-keys';

export const getDashboardMetrics = (signal?: AbortSignal) =>
  apiRequest<DashboardMetrics>(paths.api.dashboardMetrics, { signal });

export const dashboardMetricsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.metrics,
    queryFn: ({ signal }) => getDashboardMetrics(signal),
  });

export const useDashboardMetrics = () => useQuery(dashboardMetricsQueryOptions());
