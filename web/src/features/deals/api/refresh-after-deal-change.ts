import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKeys } from '../../dashboard/api/query-keys';
import { onboardingQueryKey } from '../../onboarding/api/get-onboarding-state';
import { dealsQueryKey } from './get-deals';

/**
 * What a deal's creation, change or deletion makes out of date: every deals list and board
 * column, the deal summary (both under the deals root), the dashboard's figures (active deals,
 * revenue, insights, analytics) and, for a new deal, the "first deal created" milestone.
 */
export const refreshAfterDealChange = (
  queryClient: QueryClient,
  { created = false }: { created?: boolean } = {},
) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dealsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
    created ? queryClient.invalidateQueries({ queryKey: onboardingQueryKey }) : undefined,
  ]);
