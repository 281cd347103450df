import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterRecordChange } from '../../../lib/query-keys';
import { dealsQueryKey } from './get-deals';

/**
 * What a deal's creation, change or deletion makes out of date: every deals list and board
 * column, the deal summary (both under the deals root), the dashboard's figures (active deals,
 * revenue, insights, analytics) and, for a new deal, the "first deal created" milestone.
 */
export const refreshAfterDealChange = (queryClient: QueryClient, options?: { created?: boolean }) =>
  refreshAfterRecordChange(queryClient, dealsQueryKey, options);
