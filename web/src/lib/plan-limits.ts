import type { SubscriptionLimits } from '@salesflow/shared/plans/subscription.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { planLimitsQueryKey } from './query-keys';

/** Said here rather than through billingPaths, which stays off the app's first screen. */
const LIMITS = '/api/subscription/limits';

/**
 * The organization's plan limits, its read-only state and whether the caller may change the plan
 * (the shell's banner, and the contacts' held leads); looked at again every 10 minutes.
 */
export const usePlanLimits = () =>
  useQuery(
    queryOptions({
      queryKey: planLimitsQueryKey,
      queryFn: ({ signal }) => apiRequest<SubscriptionLimits>(LIMITS, { signal }),
      staleTime: 10 * 60_000,
      refetchInterval: 10 * 60_000,
    }),
  );
