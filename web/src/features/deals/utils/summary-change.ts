import { type Deal, isActiveStage } from '@salesflow/shared/deals/deal.schema';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import type { QueryClient } from '@tanstack/react-query';
import { dealSummaryQueryKey } from '../api/get-deal-summary';
import { dealsQueryKey } from '../api/get-deals';
import { type DealPages, dealsOf } from './board-cache';

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The summary with a deal's share taken away (sign -1) or added (1). */
const withShare = (summary: DealSummary, deal: Deal, sign: 1 | -1): DealSummary => {
  const value = Number(deal.value) || 0;
  const active = isActiveStage(deal.stage) ? sign : 0;
  const stage = summary.byStage[deal.stage];
  return {
    ...summary,
    totalDeals: Math.max(0, summary.totalDeals + sign),
    activeDeals: Math.max(0, summary.activeDeals + active),
    pipelineValue: cents(summary.pipelineValue + active * value),
    wonValue: cents(summary.wonValue + (deal.stage === 'won' ? sign * value : 0)),
    byStage: {
      ...summary.byStage,
      [deal.stage]: {
        count: Math.max(0, stage.count + sign),
        value: cents(stage.value + sign * value),
      },
    },
  };
};

/**
 * The summary once a deal went from `before` to `after` (null: absent): made, changed or deleted.
 * The server's counters follow from the table's stream a moment later; the screen that made the
 * change shows it at once from the answer.
 */
export const changeInSummary = (
  summary: DealSummary,
  before: Deal | null,
  after: Deal | null,
): DealSummary => {
  const without = before ? withShare(summary, before, -1) : summary;
  return after ? withShare(without, after, 1) : without;
};

/** A deal as the cached lists show it (before a change is refreshed), or null. */
export const cachedDeal = (queryClient: QueryClient, id: string): Deal | null => {
  for (const [, data] of queryClient.getQueriesData<DealPages>({
    queryKey: [...dealsQueryKey, 'pages'],
  })) {
    const deal = dealsOf(data)?.find((d) => d.id === id);
    if (deal) return deal;
  }
  return null;
};

/** Applies a change to the cached summary (a summary not loaded yet is read when shown). */
export const applySummaryChange = (
  queryClient: QueryClient,
  before: Deal | null,
  after: Deal | null,
) =>
  queryClient.setQueryData<DealSummary>(dealSummaryQueryKey, (summary) =>
    summary ? changeInSummary(summary, before, after) : summary,
  );
