import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { QueryClient } from '@tanstack/react-query';
import {
  contactTimelineQueryKey,
  dashboardQueryKeys,
  onboardingQueryKey,
  refreshOnceProjected,
} from '../../../lib/query-keys';
import { applySummaryChange } from '../utils/summary-change';
import { dealSummaryQueryKey } from './get-deal-summary';
import { dealsQueryKey } from './get-deals';

const isSummary = (queryKey: readonly unknown[]) =>
  queryKey.length === dealSummaryQueryKey.length &&
  dealSummaryQueryKey.every((part, i) => queryKey[i] === part);

/**
 * What a deal's creation, change or deletion makes out of date: every deals list and board
 * column, the deal summary, the dashboard's figures (active deals, revenue, insights, analytics)
 * and, for a new deal, the "first deal created" milestone.
 *
 * The summary's and the dashboard's counters (and the deal's timeline entry) are derived from the
 * table's stream, a moment after
 * the answer: a summary read at once would still show the figures from before. So the change,
 * when the caller knows it (`before` → `after`, null: absent), is applied to the cached summary
 * from the answer, and the summary is read from the server only once the counters have followed.
 */
export const refreshAfterDealChange = (
  queryClient: QueryClient,
  options: { created?: boolean; before?: Deal | null; after?: Deal | null } = {},
) => {
  const { created = false, before = null, after = null } = options;
  if (before || after) applySummaryChange(queryClient, before, after);
  // The deal's timeline entry is written from the stream too, on its contact's timeline.
  const contacts = [...new Set([before?.contactId, after?.contactId])].flatMap((id) =>
    id ? [contactTimelineQueryKey(id)] : [],
  );
  refreshOnceProjected(queryClient, [dealSummaryQueryKey, dashboardQueryKeys.all, ...contacts]);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: dealsQueryKey,
      predicate: (query) => !isSummary(query.queryKey),
    }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
    created ? queryClient.invalidateQueries({ queryKey: onboardingQueryKey }) : undefined,
  ]);
};
