import Chip from '@mui/material/Chip';
import type { AiCallOutcome } from '@salesflow/shared/ai-calls/ai-call.schema';
import { outcomeLabel } from '@salesflow/shared/ai-calls/call-format';

const COLORS: Record<AiCallOutcome, 'success' | 'warning' | 'error' | 'default'> = {
  interested: 'success',
  callback: 'warning',
  not_interested: 'error',
  no_answer: 'default',
};

export interface OutcomeChipProps {
  outcome: string | null;
}

/** A call's outcome label; anything else is "Unknown" (document 1, §4). */
export const OutcomeChip = ({ outcome }: OutcomeChipProps) => (
  <Chip
    size="small"
    variant="outlined"
    label={outcomeLabel(outcome)}
    color={outcome && outcome in COLORS ? COLORS[outcome as AiCallOutcome] : 'default'}
  />
);
