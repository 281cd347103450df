import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { callStatusLabel, isLive } from '../utils/real-call-status';
import { OutcomeChip } from './outcome-chip';

export interface CallStatusCellProps {
  call: AiCall;
}

/**
 * The Outcome column: the outcome (document 1's labels); a real call also shows where it is
 * (queued, scheduled, calling) or how it ended (completed, no answer, busy, failed).
 */
export const CallStatusCell = ({ call }: CallStatusCellProps) => {
  if (call.mode !== 'real') return <OutcomeChip outcome={call.outcome} />;
  const status = callStatusLabel(call);
  if (isLive(call.status)) {
    return <Chip size="small" color="info" variant="outlined" label={status} />;
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <OutcomeChip outcome={call.outcome} />
      <Typography variant="caption" color="textSecondary">
        {status}
      </Typography>
    </Stack>
  );
};
