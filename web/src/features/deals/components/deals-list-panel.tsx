import Stack from '@mui/material/Stack';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { useMemo } from 'react';
import { PagedListPanel } from '../../../components/paged-list/paged-list-panel';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { DEALS_PAGE_SIZE, useDealsPages } from '../api/get-deals';
import type { OpenDealDialog } from '../hooks/use-deal-dialogs';
import { useDealsExport } from '../hooks/use-deals-export';
import { useDueFilterParam } from '../hooks/use-due-filter-param';
import { useStageFilterParam } from '../hooks/use-stage-filter-param';
import { dealsOf } from '../utils/board-cache';
import { DealCards } from './deal-cards';
import { DealsTable } from './deals-table';
import { DealsToolbar } from './deals-toolbar';
import { PastDueChip } from './past-due-chip';

export interface DealsListPanelProps {
  summary: DealSummary | undefined;
  onAction: OpenDealDialog;
}

/** The deals table (cards on small screens): searched and filtered on the server, paged, exported. */
export const DealsListPanel = ({ summary, onAction }: DealsListPanelProps) => {
  const isMobile = useIsMobile();
  const searchBox = useDebouncedSearch();
  const [stageFilter, setStageFilter] = useStageFilterParam();
  const [due, clearDue] = useDueFilterParam();
  const { search } = searchBox;
  const stage = stageFilter === 'all' ? undefined : stageFilter;
  const filter = useMemo(() => ({ search, stage, due }), [search, stage, due]);
  const query = useDealsPages(filter);
  const deals = useMemo(() => dealsOf(query.data), [query.data]);
  const exporter = useDealsExport(filter);
  // Without a search (or the past-due view) the counters know how many deals the list holds.
  const total = search || due ? null : stage ? summary?.byStage[stage]?.count : summary?.totalDeals;
  const List = isMobile ? DealCards : DealsTable;

  return (
    <PagedListPanel
      noun="deals"
      query={query}
      rows={deals}
      pageSize={DEALS_PAGE_SIZE}
      total={total ?? null}
      toolbar={
        <Stack spacing={1.5}>
          {due === 'past' ? <PastDueChip onDismiss={clearDue} /> : null}
          <DealsToolbar
            search={searchBox.text}
            onSearchChange={searchBox.setText}
            stage={stageFilter}
            onStageChange={setStageFilter}
            exporting={exporter.exporting}
            exportProgress={exporter.progress}
            onExport={exporter.exportCsv}
          />
        </Stack>
      }
      loadError="Failed to load deals."
      empty={{
        noMatches: search || stage || due ? 'No deals found matching your criteria' : null,
        title: 'No deals yet',
        description: 'Create your first deal to get started',
      }}
    >
      {(shown, empty) => <List deals={shown} onAction={onAction} empty={empty} />}
    </PagedListPanel>
  );
};
