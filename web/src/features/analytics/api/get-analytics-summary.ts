import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKeys } from '../../../lib/query-keys';

export const getAnalyticsSummary = (signal?: AbortSignal) =>
  apiRequest<AnalyticsSummary>(paths.api.analyticsSummary, { signal });

/** Under the dashboard's key, so whatever refreshes the dashboard refreshes the panel too. */
export const analyticsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.analytics,
    queryFn: ({ signal }) => getAnalyticsSummary(signal),
  });

export const useAnalyticsSummary = () => useQuery(analyticsSummaryQueryOptions());
