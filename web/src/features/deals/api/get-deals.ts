import { isCustomSort } from '@salesflow/shared/contacts/contact-list.schema';
import {
  DEAL_STAGES,
  type DealDueFilter,
  type DealPage,
  type DealStage,
} from '@salesflow/shared/deals/deal.schema';
import { DEAL_SORTS, type DealListSort } from '@salesflow/shared/deals/deal-list.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CustomFilters } from '../../../components/custom-filters/custom-filters';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dealsQueryKey } from '../../../lib/query-keys';
import { type DealListParams, dealListParamsText } from '../utils/deal-list-params';

/** Root of every deals query (lists, board columns and the summary); mutations invalidate it. */
export { dealsQueryKey };

/** Deals asked for per page of the table and of each board column. */
export const DEALS_PAGE_SIZE = 50;

/**
 * What a deals list shows: a server-side search, stages, value and close-date ranges, a tag, whose
 * deals, custom fields' values, an order, and/or only those past due. A board column is one stage and nothing else.
 */
export interface DealsFilter extends DealListParams {
  search: string;
  /** `past`: open deals past their expected close date, most overdue first. */
  due?: DealDueFilter | undefined;
}

export interface GetDealsPageInput extends DealsFilter {
  cursor: string | undefined;
  limit?: number;
  signal?: AbortSignal;
}

/** One page of GET /api/deals, newest first unless sorted. One stage alone reads its index. */
export const getDealsPage = ({
  search,
  due,
  cursor,
  limit,
  signal,
  ...filters
}: GetDealsPageInput) =>
  apiRequest<DealPage>(paths.api.deals, {
    query: {
      limit: limit ?? DEALS_PAGE_SIZE,
      search: search || undefined,
      ...dealListParamsText(filters),
      due,
      cursor,
    },
    signal,
  });

/**
 * Every parameter of the list, so a change of any refetches; absent ones as null, so the table
 * filtered to one stage and that stage's board column share one entry.
 */
export const dealsPagesQueryKey = (filter: DealsFilter) =>
  [
    ...dealsQueryKey,
    'pages',
    {
      search: filter.search,
      stage: filter.stage?.length ? filter.stage : null,
      minValue: filter.minValue ?? null,
      maxValue: filter.maxValue ?? null,
      closeFrom: filter.closeFrom ?? null,
      closeTo: filter.closeTo ?? null,
      tag: filter.tag ?? null,
      assignedTo: filter.assignedTo ?? null,
      sort: filter.sort ?? null,
      due: filter.due ?? null,
      custom: filter.custom ?? null,
    },
  ] as const;

const isStage = (value: unknown): value is DealStage =>
  (DEAL_STAGES as readonly unknown[]).includes(value);
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const amount = (value: unknown) => (typeof value === 'number' ? value : undefined);
const customOf = (value: unknown): CustomFilters | undefined =>
  typeof value === 'object' && value !== null ? (value as CustomFilters) : undefined;

/** The filter a list's query key was made from (dealsPagesQueryKey); null for another key. */
export const dealsFilterOfKey = (key: readonly unknown[]): DealsFilter | null => {
  const filter = key[2];
  if (key[1] !== 'pages' || typeof filter !== 'object' || filter === null) return null;
  const {
    search,
    stage,
    due,
    sort,
    minValue,
    maxValue,
    closeFrom,
    closeTo,
    tag,
    assignedTo,
    custom,
  } = filter as Record<string, unknown>;
  const stages = Array.isArray(stage) ? stage.filter(isStage) : [];
  return {
    search: text(search) ?? '',
    stage: stages.length ? stages : undefined,
    due: due === 'past' ? due : undefined,
    sort:
      (DEAL_SORTS as readonly unknown[]).includes(sort) ||
      (typeof sort === 'string' && isCustomSort(sort))
        ? (sort as DealListSort)
        : undefined,
    minValue: amount(minValue),
    maxValue: amount(maxValue),
    closeFrom: text(closeFrom),
    closeTo: text(closeTo),
    tag: text(tag),
    assignedTo: text(assignedTo),
    custom: customOf(custom),
  };
};

export const dealsInfiniteQueryOptions = (filter: DealsFilter) =>
  infiniteQueryOptions({
    queryKey: dealsPagesQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getDealsPage({ ...filter, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/**
 * The deals table: keeps the previous rows while a new search or filter loads; `enabled` false
 * while the view last used is looked up, so the default list is never asked for first.
 */
export const useDealsPages = (filter: DealsFilter, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({
    ...dealsInfiniteQueryOptions(filter),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });

/** One board column: the same endpoint and cache entry as the table filtered to that stage. */
export const useStageDeals = (stage: DealStage) =>
  useInfiniteQuery(dealsInfiniteQueryOptions({ search: '', stage: [stage] }));
