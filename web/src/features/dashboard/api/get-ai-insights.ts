import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dashboardQueryKeys } from '../../../lib/query-keys';

/** GET /api/ai-insights: may be empty. */
export const getAiInsights = (signal?: AbortSignal) =>
  apiRequest<AiInsight[]>(paths.api.aiInsights, { signal });

export const aiInsightsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.insights,
    queryFn: ({ signal }) => getAiInsights(signal),
  });

export const useAiInsights = () => useQuery(aiInsightsQueryOptions());
