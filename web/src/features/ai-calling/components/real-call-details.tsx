import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { callDateTime } from '../utils/call-labels';
import { callStatusLabel } from '../utils/real-call-status';

export interface RealCallDetailsProps {
  call: AiCall;
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: '120px minmax(0, 1fr)', gap: 1 }}>
    <Typography component="dt" variant="body2" color="textSecondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
      {value}
    </Typography>
  </Box>
);

/**
 * A phone call's status, the analysis' summary and next step, the lead's questions (answered or
 * not), a callback, its end and tries.
 */
export const RealCallDetails = ({ call }: RealCallDetailsProps) => {
  if (call.mode !== 'real') return null;
  return (
    <Box component="dl" aria-label="Call details" sx={{ mt: 2, mb: 0, display: 'grid', gap: 1 }}>
      <Row label="Status" value={callStatusLabel(call)} />
      {call.summary ? <Row label="Summary" value={call.summary} /> : null}
      {call.nextStep ? <Row label="Next step" value={call.nextStep} /> : null}
      {call.questions?.length ? (
        <Row
          label="Questions"
          value={call.questions
            .map(
              (q) =>
                `${q.answered ? '✓' : '✗'} ${q.question}${q.answered ? '' : ' (not answered)'}`,
            )
            .join('\n')}
        />
      ) : null}
      {call.callbackAt ? <Row label="Callback" value={callDateTime(call.callbackAt)} /> : null}
      {call.endReason ? <Row label="End reason" value={call.endReason} /> : null}
      {call.attempt ? <Row label="Try" value={String(call.attempt)} /> : null}
    </Box>
  );
};
