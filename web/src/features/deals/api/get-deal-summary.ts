import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dealsQueryKey } from './get-deals';

/** Under the deals root, so every deal mutation refreshes the counters too. */
export const dealSummaryQueryKey = [...dealsQueryKey, 'summary'] as const;

export const getDealSummary = (signal?: AbortSignal) =>
  apiRequest<DealSummary>(paths.api.dealSummary, { signal });

export const dealSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dealSummaryQueryKey,
    queryFn: ({ signal }) => getDealSummary(signal),
  });

/** Summary cards, the header count, the board's column counts and its total (from counters). */
export const useDealSummary = () => useQuery(dealSummaryQueryOptions());
