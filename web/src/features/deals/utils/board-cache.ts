import { tagKey } from '@salesflow/shared/contacts/tag-key';
import {
  type Deal,
  type DealPage,
  type DealStage,
  isActiveStage,
} from '@salesflow/shared/deals/deal.schema';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { toCents } from '@salesflow/shared/money/money';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { matchesCustomFilters } from '../../../components/custom-filters/custom-filters';
import { dealSummaryQueryKey } from '../api/get-deal-summary';
import { type DealsFilter, dealsFilterOfKey, dealsQueryKey } from '../api/get-deals';

export type DealPages = InfiniteData<DealPage>;

/** The deals of a list's loaded pages, each once (an optimistic move may meet its next page). */
export const dealsOf = (data: DealPages | undefined): Deal[] | null => {
  if (!data) return null;
  const seen = new Set<string>();
  const deals: Deal[] = [];
  for (const deal of data.pages.flatMap((page) => page.items)) {
    if (seen.has(deal.id)) continue;
    seen.add(deal.id);
    deals.push(deal);
  }
  return deals;
};

/** Newest first, as the server lists them (deal ids sort by creation time). */
const insertNewestFirst = (data: DealPages, deal: Deal): DealPages => {
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const page of pages) {
    const at = page.items.findIndex((item) => item.id < deal.id);
    if (at >= 0) {
      page.items.splice(at, 0, deal);
      return { ...data, pages };
    }
  }
  // Older than every loaded deal: shown at the end until the list is refreshed.
  pages.at(-1)?.items.push(deal);
  return { ...data, pages };
};

/**
 * Whether a deal belongs in a list by what the client can tell: its stages, value and close-date
 * ranges, its tag, its custom fields' values, and open stages only for the deals past due. A search's words and whose deals
 * they are (the lead's assignee, "me") are the server's to match.
 */
const fitsList = (filter: DealsFilter, deal: Deal): boolean => {
  if (filter.stage?.length && !filter.stage.includes(deal.stage)) return false;
  // A list of deals past due holds open deals only: a deal won or lost leaves it.
  if (filter.due && !isActiveStage(deal.stage)) return false;
  if (filter.tag && !deal.tags?.some((tag) => tagKey(tag) === filter.tag)) return false;
  if (!matchesCustomFilters(deal.customFields, filter.custom)) return false;
  if (filter.minValue !== undefined || filter.maxValue !== undefined) {
    const value = toCents(deal.value) ?? 0;
    if (value < (filter.minValue ?? 0) || value > (filter.maxValue ?? Number.MAX_SAFE_INTEGER)) {
      return false;
    }
  }
  if (filter.closeFrom || filter.closeTo) {
    const close = deal.expectedCloseDate;
    if (!close || close < (filter.closeFrom ?? '') || close > (filter.closeTo ?? '9999-99-99')) {
      return false;
    }
  }
  return true;
};

/** A list in the server's newest-first order, with no search: where a new entry goes is known. */
const isNewestFirst = (filter: DealsFilter): boolean =>
  !filter.search &&
  !filter.due &&
  !filter.assignedTo &&
  (!filter.sort || filter.sort === '-createdAt');

/**
 * One list's pages once a deal went from `before` to `after` (null: absent), from the answer of
 * its create, edit, move or deletion: a deleted deal leaves every list; a listed one is replaced,
 * or leaves a list it no longer fits; one that now fits a newest-first list it did not fit before
 * (a new deal, one moved into a stage's column) heads it. A search, the deals past due and a
 * sorted list wait for a refresh to take in a deal they did not show (the server knows where).
 */
export const changeInPages = (
  data: DealPages,
  filter: DealsFilter,
  before: Deal | null,
  after: Deal | null,
): DealPages => {
  const id = (after ?? before)?.id;
  const present = data.pages.some((page) => page.items.some((item) => item.id === id));
  if (present) {
    const kept = after && fitsList(filter, after) ? after : null;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: kept
          ? page.items.map((item) => (item.id === id ? kept : item))
          : page.items.filter((item) => item.id !== id),
      })),
    };
  }
  // Absent from a list it already fitted, it is on a page not loaded yet: it stays there.
  const enters = after && fitsList(filter, after) && !(before && fitsList(filter, before));
  return enters && isNewestFirst(filter) ? insertNewestFirst(data, after) : data;
};

/** One list's pages once `deal` is in stage `to`: updated in place, removed, or inserted. */
export const moveInPages = (
  data: DealPages,
  filter: DealsFilter,
  deal: Deal,
  to: DealStage,
): DealPages => changeInPages(data, filter, deal, { ...deal, stage: to });

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The counters once a deal of `value` dollars went from one stage to another. */
export const moveInSummary = (
  summary: DealSummary,
  value: number,
  from: DealStage,
  to: DealStage,
): DealSummary => {
  const active = (stage: DealStage) => (isActiveStage(stage) ? 1 : 0);
  const won = (stage: DealStage) => (stage === 'won' ? 1 : 0);
  const source = summary.byStage[from];
  const target = summary.byStage[to];
  return {
    ...summary,
    activeDeals: summary.activeDeals + active(to) - active(from),
    pipelineValue: cents(summary.pipelineValue + (active(to) - active(from)) * value),
    wonValue: cents(summary.wonValue + (won(to) - won(from)) * value),
    byStage: {
      ...summary.byStage,
      [from]: { count: Math.max(0, source.count - 1), value: cents(source.value - value) },
      [to]: { count: target.count + 1, value: cents(target.value + value) },
    },
  };
};

/** Moves a deal to another stage in every cached list and in the summary, at once. */
export const applyDealMove = (queryClient: QueryClient, deal: Deal, to: DealStage): void => {
  if (deal.stage === to) return;
  for (const [key, data] of queryClient.getQueriesData<DealPages>({
    queryKey: [...dealsQueryKey, 'pages'],
  })) {
    const filter = dealsFilterOfKey(key);
    if (data && filter) queryClient.setQueryData(key, moveInPages(data, filter, deal, to));
  }
  queryClient.setQueryData<DealSummary>(dealSummaryQueryKey, (summary) =>
    summary ? moveInSummary(summary, Number(deal.value) || 0, deal.stage, to) : summary,
  );
};

/**
 * Applies a deal's create, edit or deletion to every cached list at once (changeInPages). A
 * member's lists read their holders' entries, which follow from the table's stream a moment
 * after the answer (as the board's columns read an index): the screen that made the change
 * shows it without waiting for them.
 */
export const applyDealChange = (
  queryClient: QueryClient,
  before: Deal | null,
  after: Deal | null,
): void => {
  if (!before && !after) return;
  for (const [key, data] of queryClient.getQueriesData<DealPages>({
    queryKey: [...dealsQueryKey, 'pages'],
  })) {
    const filter = dealsFilterOfKey(key);
    if (data && filter) queryClient.setQueryData(key, changeInPages(data, filter, before, after));
  }
};
