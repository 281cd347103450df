import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { formatCallDuration, outcomeLabel } from '@salesflow/shared/ai-calls/call-format';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import { callDateTime, confidenceLabel } from '../utils/call-labels';

export interface CallSummaryProps {
  call: AiCall;
  /** Who started the call: "You" or a teammate. */
  calledBy: string;
}

const Item = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography component="dt" variant="caption" color="textSecondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
);

/** Outcome, sentiment, score, confidence, duration, when, who called and what kind of call. */
export const CallSummary = ({ call, calledBy }: CallSummaryProps) => (
  <Box
    component="dl"
    aria-label="Call summary"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      gap: 2,
    }}
  >
    <Item label="Outcome" value={outcomeLabel(call.outcome)} />
    <Item label="Sentiment" value={call.sentiment ? capitalise(call.sentiment) : 'N/A'} />
    <Item label="AI Score" value={call.aiScore === null ? 'N/A' : String(call.aiScore)} />
    <Item label="Confidence" value={confidenceLabel(call.confidence)} />
    <Item label="Duration" value={formatCallDuration(call.duration)} />
    <Item label="When" value={callDateTime(call.startedAt ?? call.createdAt)} />
    <Item label="Called by" value={calledBy} />
    <Item label="Call" value={call.mode === 'demo' ? 'Demo call' : 'AI phone call'} />
  </Box>
);
