import type { Deal } from '@salesflow/shared/deals/deal.schema';
import type { QueryClient } from '@tanstack/react-query';
import {
  contactTimelineQueryKey,
  dashboardQueryKeys,
  onboardingQueryKey,
  refreshOnceProjected,
} from '../../../lib/query-keys';
import { applyDealChange } from '../utils/board-cache';
import { applySummaryChange } from '../utils/summary-change';
import { dealsQueryKey } from './get-deals';

/**
 * What a deal's creation, change or deletion makes out of date: every deals list and board
 * column, the deal summary, the dashboard's figures (active deals, revenue, insights, analytics)
 * and, for a new deal, the "first deal created" milestone.
 *
 * Much of it is derived from the table's stream, a moment after the answer: the summary's and the
 * dashboard's counters, the deal's timeline entry, and the entries a member's lists read (their
 * holders' deals). A read made at once could still show the deal as it was, or not at all. So
 * the change, when the caller knows it (`before` → `after`, null: absent), is applied to the
 * cached summary and lists from the answer, and those are read from the server once the stream
 * has followed. `settled`: the caller waited that long already (the board's moves), read now.
 */
export const refreshAfterDealChange = (
  queryClient: QueryClient,
  options: { created?: boolean; before?: Deal | null; after?: Deal | null; settled?: boolean } = {},
) => {
  const { created = false, before = null, after = null, settled = false } = options;
  if (before || after) {
    applySummaryChange(queryClient, before, after);
    applyDealChange(queryClient, before, after);
  }
  // The deal's timeline entry is written from the stream too, on its contact's timeline.
  const contacts = [...new Set([before?.contactId, after?.contactId])].flatMap((id) =>
    id ? [contactTimelineQueryKey(id)] : [],
  );
  if (!settled)
    refreshOnceProjected(queryClient, [dealsQueryKey, dashboardQueryKeys.all, ...contacts]);
  return Promise.all([
    settled ? queryClient.invalidateQueries({ queryKey: dealsQueryKey }) : undefined,
    queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all }),
    created ? queryClient.invalidateQueries({ queryKey: onboardingQueryKey }) : undefined,
  ]);
};
