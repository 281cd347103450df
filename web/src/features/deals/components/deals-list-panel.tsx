import Stack from '@mui/material/Stack';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { useMemo } from 'react';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import type { SavedViewsViewer } from '../../../components/saved-views/use-saved-views';
import { ViewDialogs } from '../../../components/saved-views/view-dialogs';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { DEALS_PAGE_SIZE, type DealsFilter, useDealsPages } from '../api/get-deals';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { useDealsExport } from '../hooks/use-deals-export';
import { useDealsList } from '../hooks/use-deals-list';
import { dealsOf } from '../utils/board-cache';
import { hasDealFilters } from '../utils/deal-list-params';
import { DealCards } from './deal-cards';
import type { RenderAssignee } from './deal-table-cells';
import { DealsFilterBar } from './deals-filter-bar';
import { DealsTable } from './deals-table';
import { DealsToolbar } from './deals-toolbar';
import { PastDueChip } from './past-due-chip';

export interface DealsListPanelProps {
  summary: DealSummary | undefined;
  onAction: OpenDealDialog;
  /** Who is looking: their last view is remembered, and managers and above may share views. */
  viewer?: SavedViewsViewer | undefined;
  /** Names whoever holds a deal's lead (the Assigned to column a view may show). */
  renderAssignee?: RenderAssignee | undefined;
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
 * exported. Its search, filters, sort and columns are in the address and can be saved as views.
 */
export const DealsListPanel = ({
  summary,
  onAction,
  viewer,
  renderAssignee,
}: DealsListPanelProps) => {
  const isMobile = useIsMobile();
  const list = useDealsList(viewer);
  const { address, filter } = list;
  const query = useDealsPages(filter, { enabled: !list.views.restoring && !list.waiting });
  const deals = useMemo(() => dealsOf(query.data), [query.data]);
  // The export gathers exactly what the list shows: the same search, filters, sort and due.
  const exporter = useDealsExport(filter);

  return (
    <>
      <PagedListPanel
        noun="deals"
        query={query}
        rows={deals}
        pageSize={DEALS_PAGE_SIZE}
        total={totalOf(filter, summary)}
        toolbar={
          <Stack spacing={1.5}>
            {list.due === 'past' ? <PastDueChip onDismiss={list.clearDue} /> : null}
            <DealsToolbar
              search={list.searchBox.text}
              onSearchChange={list.searchBox.setText}
              exporting={exporter.exporting}
              exportProgress={exporter.progress}
              onExport={exporter.exportCsv}
            >
              <DealsFilterBar list={list} showColumns={!isMobile} />
            </DealsToolbar>
          </Stack>
        }
        loadError="Failed to load deals."
        empty={{
          noMatches: list.narrowed ? 'No deals found matching your criteria' : null,
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
              columns={address.columns}
              customFields={list.customFields.fields}
              renderAssignee={renderAssignee}
              sort={address.params.sort}
              onSort={(sort) => address.setParams({ sort })}
            />
          )
        }
      </PagedListPanel>
      <ViewDialogs views={list.views} />
    </>
  );
};
