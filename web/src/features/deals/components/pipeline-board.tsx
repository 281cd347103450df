import { DndContext, DragOverlay } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ACTIVE_STAGES } from '@salesflow/shared/deals/deal.schema';
import { formatUsd } from '@salesflow/shared/money/money';
import { useCallback, useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { RetryAlert } from '../../../components/retry-alert';
import { useDealSummary } from '../api/get-deal-summary';
import { useBoardDnd } from '../hooks/use-board-dnd';
import { useDealRules } from '../hooks/use-deal-rules';
import { useMoveDeal } from '../hooks/use-move-deal';
import { cardSx, DealCardBody } from './pipeline-card';
import { PipelineColumn } from './pipeline-column';

const columnsSx = {
  display: 'grid',
  gap: 2,
  // Four columns side by side; on narrow screens they scroll sideways, one and a bit in view.
  gridTemplateColumns: { xs: 'repeat(4, minmax(240px, 82%))', md: 'repeat(4, minmax(0, 1fr))' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollSnapType: { xs: 'x mandatory', md: 'none' },
  '& > *': { scrollSnapAlign: 'start' },
  pb: { xs: 1, md: 0 },
} as const;

/** The sales pipeline board (document 1, "Sales pipeline board"): drag deals between stages. */
export const PipelineBoard = () => {
  const headingId = useId();
  const summary = useDealSummary();
  const move = useMoveDeal();
  const [focusId, setFocusId] = useState<string | null>(null);
  const { mayChange } = useDealRules();
  const onMove = useCallback<Parameters<typeof useBoardDnd>[0]>(
    (deal, to) => {
      // A card that stopped being the user's while it was held (the lists refreshed) stays.
      if (!mayChange(deal)) return;
      setFocusId(deal.id);
      move.mutate({ deal, to });
    },
    [move.mutate, mayChange],
  );
  const dnd = useBoardDnd(onMove);
  const data = summary.data;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          Sales Pipeline
        </Typography>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="caption" color="textSecondary" component="p">
            Total Pipeline Value
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {data ? formatUsd(data.pipelineValue) : <Skeleton width={96} sx={{ ml: 'auto' }} />}
          </Typography>
        </Box>
      </Box>
      {summary.isPending ? (
        <Box sx={columnsSx}>
          {ACTIVE_STAGES.map((stage) => (
            <Skeleton key={stage} variant="rounded" height={280} data-testid="pipeline-skeleton" />
          ))}
        </Box>
      ) : !data ? (
        <RetryAlert onRetry={() => summary.refetch()}>Failed to load the pipeline.</RetryAlert>
      ) : data.activeDeals === 0 ? (
        <EmptyState
          title="No deals in pipeline"
          description="Create your first deal to get started"
        />
      ) : (
        <DndContext {...dnd.context}>
          <Box sx={columnsSx}>
            {ACTIVE_STAGES.map((stage) => (
              <PipelineColumn
                key={stage}
                stage={stage}
                count={data.byStage[stage]?.count ?? 0}
                focusId={focusId}
              />
            ))}
          </Box>
          <DragOverlay dropAnimation={null}>
            {dnd.dragged ? (
              <Box sx={{ ...cardSx, boxShadow: 6, cursor: 'grabbing', transform: 'rotate(2deg)' }}>
                <DealCardBody deal={dnd.dragged} />
              </Box>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
    </Paper>
  );
};
