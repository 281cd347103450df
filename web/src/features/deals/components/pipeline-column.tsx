import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import { useId } from 'react';
import { STAGE_COLORS } from '../../../lib/stage-colors';
import { useStageDeals } from '../api/get-deals';
import { dealsOf } from '../utils/board-cache';
import { dealCountLabel, stageLabel } from '../utils/deal-labels';
import { PipelineCard } from './pipeline-card';

export interface PipelineColumnProps {
  stage: DealStage;
  /** From the summary's counters, so it counts the deals not loaded yet too. */
  count: number;
  focusId: string | null;
}

/** One stage: a drop region named after it, its newest deals and its own Load more. */
export const PipelineColumn = ({ stage, count, focusId }: PipelineColumnProps) => {
  const query = useStageDeals(stage);
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = useId();
  const deals = dealsOf(query.data);
  const label = stageLabel(stage);
  return (
    <Box
      component="section"
      ref={setNodeRef}
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        borderRadius: 2,
        border: 1,
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'rgba(79, 70, 229, 0.06)' : 'grey.50',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5, pb: 1 }}>
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STAGE_COLORS[stage] }}
        />
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Chip
          size="small"
          label={count.toLocaleString('en-US')}
          aria-label={dealCountLabel(count)}
          sx={{ ml: 'auto', fontWeight: 600, bgcolor: 'background.paper' }}
        />
      </Box>
      <Stack
        component="ul"
        spacing={1}
        sx={{ m: 0, px: 1.5, pb: 1.5, listStyle: 'none', overflowY: 'auto', maxHeight: 560 }}
      >
        {query.isPending ? (
          <>
            <Skeleton component="li" variant="rounded" height={84} />
            <Skeleton component="li" variant="rounded" height={84} />
          </>
        ) : null}
        {deals?.map((deal) => (
          <li key={deal.id}>
            <PipelineCard deal={deal} focus={deal.id === focusId} />
          </li>
        ))}
        {!query.isPending && !deals?.length ? (
          <Typography
            component="li"
            variant="body2"
            color={query.isError ? 'error' : 'textSecondary'}
            sx={{ py: 2, textAlign: 'center' }}
          >
            {query.isError ? 'Failed to load deals.' : 'No deals'}
          </Typography>
        ) : null}
      </Stack>
      {query.hasNextPage || (query.isError && !deals) ? (
        <Box sx={{ px: 1.5, pb: 1.5, mt: 'auto' }}>
          <Button
            fullWidth
            size="small"
            variant="outlined"
            aria-label={
              query.isError ? `Try loading ${label} deals again` : `Load more ${label} deals`
            }
            loading={query.isFetchingNextPage || (!deals && query.isFetching)}
            onClick={() => (deals ? query.fetchNextPage() : query.refetch())}
          >
            {query.isError ? 'Try again' : 'Load more'}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
};
