import { useEffect } from 'react';

/** Sparse search pages are followed at most this many times before the user is asked to go on. */
const MAX_AUTO_PAGES = 10;

/** What the hook reads of a TanStack infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  data?: { pages: readonly unknown[] } | undefined;
}

/**
 * A filtered list's server bounds the work of one request, so a page may hold few or no matches
 * and still have a next cursor. Keep fetching until `pageSize` rows are shown (or a bounded
 * number of requests was made), so "nothing found" is only said once the search is exhausted.
 */
export const useFillFirstPage = (query: PagedQuery, loaded: number, pageSize: number): void => {
  const { hasNextPage, isFetching, isPlaceholderData, isFetchNextPageError, fetchNextPage } = query;
  const pageCount = query.data?.pages.length ?? 0;
  useEffect(() => {
    // After a failed page the user retries with Load more; retrying here would loop.
    if (isPlaceholderData || isFetching || isFetchNextPageError || !hasNextPage) return;
    if (loaded >= pageSize || pageCount >= MAX_AUTO_PAGES) return;
    fetchNextPage();
  }, [
    isPlaceholderData,
    isFetching,
    isFetchNextPageError,
    hasNextPage,
    loaded,
    pageSize,
    pageCount,
    fetchNextPage,
  ]);
};
