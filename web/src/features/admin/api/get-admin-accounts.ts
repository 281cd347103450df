import type { AdminAccountPage } from '@salesflow/shared/admin/admin.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminPaths } from '../../../config/admin-paths';
import { apiRequest } from '../../../lib/api-client';
import { type AccountFilters, adminQueryKeys } from './admin-query-keys';

/** Accounts asked for per page (the server's default too). */
export const ACCOUNTS_PAGE_SIZE = 25;

export interface GetAccountsPageInput extends AccountFilters {
  cursor: string | undefined;
  signal?: AbortSignal;
}

/** One page of GET /api/admin/accounts; empty filters are left out of the query string. */
export const getAccountsPage = ({ search, plan, status, cursor, signal }: GetAccountsPageInput) =>
  apiRequest<AdminAccountPage>(adminPaths.accounts, {
    query: { search, plan, status, limit: ACCOUNTS_PAGE_SIZE, cursor },
    signal,
  });

export const accountsInfiniteQueryOptions = (filters: AccountFilters) =>
  infiniteQueryOptions({
    queryKey: adminQueryKeys.accountPages(filters),
    queryFn: ({ pageParam, signal }) => getAccountsPage({ ...filters, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The accounts the search and filters match, page after page; the last results stay meanwhile. */
export const useAccountPages = (filters: AccountFilters) =>
  useInfiniteQuery({ ...accountsInfiniteQueryOptions(filters), placeholderData: keepPreviousData });
