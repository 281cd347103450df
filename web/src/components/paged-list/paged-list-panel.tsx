import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { LoadMoreFooter } from '../load-more/load-more-footer';
import { type PagedQuery, useFillFirstPage } from '../load-more/use-fill-first-page';
import { RetryAlert } from '../retry-alert';

/** What the panel reads of a TanStack infinite query. */
export interface PagedListQuery extends PagedQuery {
  isError: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
}

/** What an empty list says once every page was read. */
export interface PagedListEmpty {
  /** The title when a search or filter is in use and matched nothing; null without one. */
  noMatches: string | null;
  /** Title and description when the list holds nothing at all. */
  title: string;
  description: string;
}

export interface PagedListPanelProps<T> {
  /** Plural noun of the rows, as in "Loading deals" and "Failed to load more deals.". */
  noun: string;
  query: PagedListQuery;
  /** Every row loaded so far; null until the first page is in. */
  rows: readonly T[] | null;
  pageSize: number;
  /** Rows in all, when known; null shows only how many are loaded. */
  total: number | null;
  /** Search, filters and actions above the list. */
  toolbar: ReactNode;
  /** The alert's text when the first page failed. */
  loadError: ReactNode;
  empty: PagedListEmpty;
  /** The list: `rows` null means loading (five skeletons); `empty` is shown when there are none. */
  children: (rows: readonly T[] | null, empty: ReactNode) => ReactNode;
}

/**
 * A server-searched, paged list in its panel: toolbar, a thin progress bar while fetching, the list
 * (or the first page's error), and "Load more" under it.
 */
export const PagedListPanel = <T,>({
  noun,
  query,
  rows,
  pageSize,
  total,
  toolbar,
  loadError,
  empty,
  children,
}: PagedListPanelProps<T>) => {
  useFillFirstPage(query, rows?.length ?? 0, pageSize);
  const exhausted = !query.hasNextPage && !query.isPlaceholderData;
  const emptyState = !exhausted ? (
    <EmptyState
      title="No matches so far"
      description={`Load more to keep searching your ${noun}.`}
    />
  ) : empty.noMatches ? (
    <EmptyState title={empty.noMatches} />
  ) : (
    <EmptyState title={empty.title} description={empty.description} />
  );
  // Zero rows while a search is still running (or a new one is loading) is not yet an answer.
  const settling =
    rows?.length === 0 && (query.isPlaceholderData || (query.hasNextPage && query.isFetching));

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>{toolbar}</Box>
      <LinearProgress
        aria-label={`Loading ${noun}`}
        sx={{ height: 2, visibility: query.isFetching && rows ? 'visible' : 'hidden' }}
      />
      {query.isError && !rows ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => query.refetch()}>
          {loadError}
        </RetryAlert>
      ) : (
        children(settling ? null : rows, emptyState)
      )}
      {rows ? (
        <LoadMoreFooter
          noun={noun}
          shown={rows.length}
          total={total}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => query.fetchNextPage()}
        />
      ) : null}
    </Paper>
  );
};
