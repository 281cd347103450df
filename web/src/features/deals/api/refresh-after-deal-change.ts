import type { QueryClient } from '@tanstack/react-query';
import {
  dashboardQueryKeys,
  refreshAfterRecordChange,
  refreshOnceProjected,
} from '../../../lib/query-keys';
import { dealSummaryQueryKey } from './get-deal-summary';
import { dealsQueryKey } from './get-deals';

/**
 * What a deal's creation, change or deletion makes out of date: every deals list and board
 * column, the deal summary (both under the deals root), the dashboard's figures (active deals,
 * revenue, insights, analytics) and, for a new deal, the "first deal created" milestone. The
 * summary's and the dashboard's counters are derived from the table's stream: read again once
 * they have followed.
 */
export const refreshAfterDealChange = (
  queryClient: QueryClient,
  options?: { created?: boolean },
) => {
  refreshOnceProjected(queryClient, [dealSummaryQueryKey, dashboardQueryKeys.all]);
  return refreshAfterRecordChange(queryClient, dealsQueryKey, options);
};
