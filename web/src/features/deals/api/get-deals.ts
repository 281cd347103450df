import type { DealDueFilter, DealPage, DealStage } from '@salesflow/shared/deals/deal.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { dealsQueryKey } from '../../../lib/query-keys';

/** Root of every deals query (lists, board columns and the summary); mutations invalidate it. */
export { dealsQueryKey };

/** Deals asked for per page of the table and of each board column. */
export const DEALS_PAGE_SIZE = 50;

/** What a deals list shows: a server-side search, one stage, and/or only those past due. */
export interface DealsFilter {
  search: string;
  stage: DealStage | undefined;
  /** `past`: open deals past their expected close date, most overdue first. */
  due?: DealDueFilter;
}

export interface GetDealsPageInput extends DealsFilter {
  cursor: string | undefined;
  limit?: number;
  signal?: AbortSignal;
}

/** One page of GET /api/deals, newest first. A stage without a search reads that stage's index. */
export const getDealsPage = ({ search, stage, due, cursor, limit, signal }: GetDealsPageInput) =>
  apiRequest<DealPage>(paths.api.deals, {
    query: { limit: limit ?? DEALS_PAGE_SIZE, search: search || undefined, stage, due, cursor },
    signal,
  });

export const dealsPagesQueryKey = ({ search, stage, due }: DealsFilter) =>
  [...dealsQueryKey, 'pages', { search, stage: stage ?? null, due: due ?? null }] as const;

export const dealsInfiniteQueryOptions = (filter: DealsFilter) =>
  infiniteQueryOptions({
    queryKey: dealsPagesQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getDealsPage({ ...filter, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The deals table: keeps the previous rows while a new search or filter loads. */
export const useDealsPages = (filter: DealsFilter) =>
  useInfiniteQuery({ ...dealsInfiniteQueryOptions(filter), placeholderData: keepPreviousData });

/** One board column: the same endpoint and cache entry as the table filtered to that stage. */
export const useStageDeals = (stage: DealStage) =>
  useInfiniteQuery(dealsInfiniteQueryOptions({ search: '', stage }));
