import {
  type Deal,
  type DealPage,
  type DealStage,
  isActiveStage,
} from '@salesflow/shared/deals/deal.schema';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { dealSummaryQueryKey } from '../api/get-deal-summary';
import { type DealsFilter, dealsQueryKey } from '../api/get-deals';

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

/** One list's pages once `deal` is in stage `to`: updated in place, removed, or inserted. */
export const moveInPages = (
  data: DealPages,
  filter: DealsFilter,
  deal: Deal,
  to: DealStage,
): DealPages => {
  const moved: Deal = { ...deal, stage: to };
  const present = data.pages.some((page) => page.items.some((item) => item.id === deal.id));
  // A list of deals past due holds open deals only: a deal won or lost leaves it.
  const matches = (!filter.stage || filter.stage === to) && (!filter.due || isActiveStage(to));
  if (present) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: matches
          ? page.items.map((item) => (item.id === deal.id ? moved : item))
          : page.items.filter((item) => item.id !== deal.id),
      })),
    };
  }
  // Only a stage's own list (a board column) is known to include it; searches wait for a refresh.
  return matches && filter.stage === to && !filter.search && !filter.due
    ? insertNewestFirst(data, moved)
    : data;
};

/**
 * One list's pages once a deal went from `before` to `after` (null: absent), from the answer of
 * its create, edit or deletion: a deleted deal leaves every list, an edited one is replaced (or
 * leaves a list it no longer fits), and a new one heads the lists it is known to belong to (its
 * stage's column and the unfiltered table; a search or the deals past due wait for a refresh).
 */
export const changeInPages = (
  data: DealPages,
  filter: DealsFilter,
  before: Deal | null,
  after: Deal | null,
): DealPages => {
  if (!after) {
    const id = before?.id;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item.id !== id),
      })),
    };
  }
  const changed = moveInPages(data, filter, after, after.stage);
  if (changed !== data || before) return changed;
  return !filter.stage && !filter.search && !filter.due ? insertNewestFirst(data, after) : data;
};

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

const filterOf = (key: readonly unknown[]): DealsFilter | null => {
  const filter = key[2];
  if (key[1] !== 'pages' || typeof filter !== 'object' || filter === null) return null;
  const { search, stage, due } = filter as { search?: unknown; stage?: unknown; due?: unknown };
  return {
    search: typeof search === 'string' ? search : '',
    stage: typeof stage === 'string' ? (stage as DealStage) : undefined,
    due: due === 'past' ? due : undefined,
  };
};

/** Moves a deal to another stage in every cached list and in the summary, at once. */
export const applyDealMove = (queryClient: QueryClient, deal: Deal, to: DealStage): void => {
  if (deal.stage === to) return;
  for (const [key, data] of queryClient.getQueriesData<DealPages>({
    queryKey: [...dealsQueryKey, 'pages'],
  })) {
    const filter = filterOf(key);
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
    const filter = filterOf(key);
    if (data && filter) queryClient.setQueryData(key, changeInPages(data, filter, before, after));
  }
};
