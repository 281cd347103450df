import type { SubscriptionLimits } from '@salesflow/shared/plans/subscription.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { planLimitsQueryKey } from '../../../lib/query-keys';

/** Said here rather than through billingPaths, which stays off the app's first screen. */
const LIMITS = '/api/subscription/limits';

/** The organization's plan limits and read-only state; looked at again every 10 minutes. */
export const usePlanLimits = () =>
  useQuery(
    queryOptions({
      queryKey: planLimitsQueryKey,
      queryFn: ({ signal }) => apiRequest<SubscriptionLimits>(LIMITS, { signal }),
      staleTime: 10 * 60_000,
      refetchInterval: 10 * 60_000,
    }),
  );
