import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import type { SavedViewsViewer } from '../../../components/saved-views/use-saved-views';
import { useDealSummary } from '../api/get-deal-summary';
import { useDealDialogs } from '../hooks/use-deal-dialogs';
import { ALL_DEALS_CHANGEABLE, type DealRules, DealRulesContext } from '../hooks/use-deal-rules';
import { dealCountLabel } from '../utils/deal-labels';
import { DealFormDialog } from './deal-form-dialog';
import { DealSummaryCards } from './deal-summary-cards';
import type { RenderAssignee } from './deal-table-cells';
import { DealsListPanel } from './deals-list-panel';
import { DeleteDealDialog } from './delete-deal-dialog';
import { PipelineBoard } from './pipeline-board';

type DealsView = 'table' | 'pipeline';

const VIEWS = [
  { value: 'table', label: 'Table', Icon: TableRowsOutlinedIcon },
  { value: 'pipeline', label: 'Pipeline', Icon: ViewKanbanOutlinedIcon },
] as const;

export interface DealsScreenProps {
  /** Which deals the user may change and which leads a deal may go on; without them, all. */
  rules?: DealRules | undefined;
  /** Who is looking: their last view is remembered, and managers and above may share views. */
  viewer?: SavedViewsViewer | undefined;
  /** Names whoever holds a deal's lead (the Assigned to column a view may show). */
  renderAssignee?: RenderAssignee | undefined;
}

/** The Deals screen (document 1, "Deals screen" and "Sales pipeline board"). */
export const DealsScreen = ({
  rules = ALL_DEALS_CHANGEABLE,
  viewer,
  renderAssignee,
}: DealsScreenProps) => {
  const ids = useId();
  const summary = useDealSummary();
  const dialogs = useDealDialogs();
  const [params, setParams] = useSearchParams();
  // The view is in the address, so the pipeline can be linked to and survives a reload.
  const view: DealsView = params.get('view') === 'pipeline' ? 'pipeline' : 'table';
  const tab = (value: DealsView) => ({
    id: `${ids}-${value}-tab`,
    'aria-controls': `${ids}-${value}`,
  });
  const panel = (value: DealsView) => ({
    role: 'tabpanel',
    id: `${ids}-${value}`,
    'aria-labelledby': `${ids}-${value}-tab`,
    hidden: view !== value,
  });

  return (
    <DealRulesContext value={rules}>
      <PageHeader
        title="Deals"
        subtitle={summary.data ? dealCountLabel(summary.data.totalDeals) : undefined}
        addLabel="Add Deal"
        onAdd={() => dialogs.open('form')}
      />
      <DealSummaryCards summary={summary.data} failed={summary.isError} />
      <Tabs
        value={view}
        onChange={(_event, next: DealsView) =>
          setParams(
            (current) => {
              // Only the view changes: the stage filter and any other parameter stay.
              const updated = new URLSearchParams(current);
              if (next === 'pipeline') updated.set('view', next);
              else updated.delete('view');
              return updated;
            },
            { replace: true },
          )
        }
        aria-label="Deals view"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {VIEWS.map(({ value, label, Icon }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            icon={<Icon fontSize="small" />}
            iconPosition="start"
            sx={{ minHeight: 48 }}
            {...tab(value)}
          />
        ))}
      </Tabs>
      {/* The table stays mounted (keeping its search and pages); the board loads when shown. */}
      <Box {...panel('table')}>
        <DealsListPanel
          summary={summary.data}
          onAction={dialogs.open}
          viewer={viewer}
          renderAssignee={renderAssignee}
        />
      </Box>
      <Box {...panel('pipeline')}>{view === 'pipeline' ? <PipelineBoard /> : null}</Box>
      <DealFormDialog open={dialogs.kind === 'form'} deal={dialogs.deal} onClose={dialogs.close} />
      <DeleteDealDialog
        open={dialogs.kind === 'delete'}
        deal={dialogs.deal}
        onClose={dialogs.close}
      />
    </DealRulesContext>
  );
};
