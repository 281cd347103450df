import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMoreFooter } from '../../../components/load-more/load-more-footer';
import { useFillFirstPage } from '../../../components/load-more/use-fill-first-page';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { DEALS_PAGE_SIZE, useDealsPages } from '../api/get-deals';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { useDealsExport } from '../hooks/use-deals-export';
import { dealsOf } from '../utils/board-cache';
import { DealCards } from './deal-cards';
import { DealsTable } from './deals-table';
import { DealsToolbar, type StageFilter } from './deals-toolbar';

export interface DealsListPanelProps {
  summary: DealSummary | undefined;
  onAction: OpenDealDialog;
}

/** The deals table (cards on small screens): searched and filtered on the server, paged, exported. */
export const DealsListPanel = ({ summary, onAction }: DealsListPanelProps) => {
  const isMobile = useIsMobile();
  const [searchText, setSearchText] = useState('');
  const [stageFilter, setStageFilter] = useState<StageFilter>('all');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const stage = stageFilter === 'all' ? undefined : stageFilter;
  const filter = useMemo(() => ({ search, stage }), [search, stage]);
  const query = useDealsPages(filter);
  const deals = useMemo(() => dealsOf(query.data), [query.data]);
  useFillFirstPage(query, deals?.length ?? 0, DEALS_PAGE_SIZE);
  const exporter = useDealsExport(filter);

  const exhausted = !query.hasNextPage && !query.isPlaceholderData;
  const empty = !exhausted ? (
    <EmptyState title="No matches so far" description="Load more to keep searching your deals." />
  ) : search || stage ? (
    <EmptyState title="No deals found matching your criteria" />
  ) : (
    <EmptyState title="No deals yet" description="Create your first deal to get started" />
  );
  // Zero rows while a search is still running (or a new one is loading) is not yet an answer.
  const settling =
    deals?.length === 0 && (query.isPlaceholderData || (query.hasNextPage && query.isFetching));
  // Without a search the counters know how many deals the list holds.
  const total = search ? null : stage ? summary?.byStage[stage]?.count : summary?.totalDeals;
  const List = isMobile ? DealCards : DealsTable;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <DealsToolbar
          search={searchText}
          onSearchChange={setSearchText}
          stage={stageFilter}
          onStageChange={setStageFilter}
          exporting={exporter.exporting}
          exportProgress={exporter.progress}
          onExport={exporter.exportCsv}
        />
      </Box>
      <LinearProgress
        aria-label="Loading deals"
        sx={{ height: 2, visibility: query.isFetching && deals ? 'visible' : 'hidden' }}
      />
      {query.isError && !deals ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              Try again
            </Button>
          }
        >
          Failed to load deals.
        </Alert>
      ) : (
        <List deals={settling ? null : deals} onAction={onAction} empty={empty} />
      )}
      {deals ? (
        <LoadMoreFooter
          noun="deals"
          shown={deals.length}
          total={total ?? null}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => query.fetchNextPage()}
        />
      ) : null}
    </Paper>
  );
};
