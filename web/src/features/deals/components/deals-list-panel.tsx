import Stack from '@mui/material/Stack';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { useMemo } from 'react';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { DEALS_PAGE_SIZE, type DealsFilter, useDealsPages } from '../api/get-deals';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { useDealListAddress } from '../hooks/use-deal-list-address';
import { useDealsExport } from '../hooks/use-deals-export';
import { useDueFilterParam } from '../hooks/use-due-filter-param';
import { dealsOf } from '../utils/board-cache';
import { hasDealFilters } from '../utils/deal-list-params';
import { DealCards } from './deal-cards';
import { DealsFilterBar } from './deals-filter-bar';
import { DealsTable } from './deals-table';
import { DealsToolbar } from './deals-toolbar';
import { PastDueChip } from './past-due-chip';

export interface DealsListPanelProps {
  summary: DealSummary | undefined;
  onAction: OpenDealDialog;
}

/** How many deals the list holds, from the counters, when only stages narrow it. */
const totalOf = (filter: DealsFilter, summary: DealSummary | undefined): number | null => {
  if (!summary || filter.search || filter.due) return null;
  const { stage, ...others } = filter;
  if (hasDealFilters(others)) return null;
  if (!stage) return summary.totalDeals;
  return stage.reduce((sum, one) => sum + summary.byStage[one].count, 0);
};

/**
 * The deals table (cards on small screens): searched, filtered and sorted on the server, paged,
 * exported. Filters and sort are in the address; the search is typed here.
 */
export const DealsListPanel = ({ summary, onAction }: DealsListPanelProps) => {
  const isMobile = useIsMobile();
  const searchBox = useDebouncedSearch();
  const address = useDealListAddress();
  const [due, clearDue] = useDueFilterParam();
  const { search } = searchBox;
  const { params } = address;
  // One object per change of the address or search: the query's key holds every parameter.
  const filter = useMemo<DealsFilter>(() => ({ search, due, ...params }), [search, due, params]);
  const query = useDealsPages(filter);
  const deals = useMemo(() => dealsOf(query.data), [query.data]);
  // The export gathers exactly what the list shows: the same search, filters, sort and due.
  const exporter = useDealsExport(filter);
  const narrowed = Boolean(search || due || hasDealFilters(params));

  return (
    <PagedListPanel
      noun="deals"
      query={query}
      rows={deals}
      pageSize={DEALS_PAGE_SIZE}
      total={totalOf(filter, summary)}
      toolbar={
        <Stack spacing={1.5}>
          {due === 'past' ? <PastDueChip onDismiss={clearDue} /> : null}
          <DealsToolbar
            search={searchBox.text}
            onSearchChange={searchBox.setText}
            exporting={exporter.exporting}
            exportProgress={exporter.progress}
            onExport={exporter.exportCsv}
          >
            <DealsFilterBar list={address} />
          </DealsToolbar>
        </Stack>
      }
      loadError="Failed to load deals."
      empty={{
        noMatches: narrowed ? 'No deals found matching your criteria' : null,
        title: 'No deals yet',
        description: 'Create your first deal to get started',
      }}
    >
      {(shown, empty) =>
        isMobile ? (
          <DealCards deals={shown} onAction={onAction} empty={empty} />
        ) : (
          <DealsTable
            deals={shown}
            onAction={onAction}
            empty={empty}
            sort={params.sort}
            onSort={(sort) => address.setParams({ sort })}
          />
        )
      }
    </PagedListPanel>
  );
};
