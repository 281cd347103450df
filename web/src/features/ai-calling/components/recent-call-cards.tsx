import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { formatCallDuration } from '@salesflow/shared/ai-calls/call-format';
import type { ReactNode } from 'react';
import { callContactName, callDateTime } from '../utils/call-labels';
import { CallStatusCell } from './call-status-cell';

export interface RecentCallCardsProps {
  calls: AiCall[];
  renderActions?: ((call: AiCall) => ReactNode) | undefined;
}

/** Recent AI Calls on a phone: the table's columns as one card per call. */
export const RecentCallCards = ({ calls, renderActions }: RecentCallCardsProps) => (
  <Box component="ul" aria-label="Recent AI Calls" sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {calls.map((call) => (
      <Box
        component="li"
        key={call.id}
        aria-label={callContactName(call)}
        sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
      >
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {callContactName(call)}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {callDateTime(call.createdAt)}
            </Typography>
          </Box>
          {renderActions?.(call)}
        </Stack>
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <CallStatusCell call={call} />
          <Typography variant="body2">Duration {formatCallDuration(call.duration)}</Typography>
          <Typography variant="body2">AI Score {call.aiScore ?? 'N/A'}</Typography>
        </Stack>
      </Box>
    ))}
  </Box>
);
