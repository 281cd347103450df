import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import { CallCostLine } from './call-cost-line';
import { PriorityBadge } from './priority-badge';

export interface QueueEntryRowProps {
  entry: CallQueueEntry;
  /** A call is active or starting: no second one (document 1, §4). */
  busy: boolean;
  onDemoCall?: ((entry: CallQueueEntry) => void) | undefined;
  onRealCall?: ((entry: CallQueueEntry) => void) | undefined;
  /** Why no real AI call can be placed now (the plan's calls used, the trial over), if so. */
  realCallBlocked?: string | null | undefined;
}

/** One contact waiting for a call: name, company, phone, priority and the call buttons. */
export const QueueEntryRow = ({
  entry,
  busy,
  onDemoCall,
  onRealCall,
  realCallBlocked,
}: QueueEntryRowProps) => (
  <Box
    component="li"
    aria-label={entry.name}
    sx={{
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
      '&:last-of-type': { borderBottom: 0 },
    }}
  >
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {entry.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {entry.company || 'N/A'}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {entry.phone}
        </Typography>
        {onRealCall ? <CallCostLine phone={entry.phone} /> : null}
      </Box>
      <PriorityBadge score={entry.score} />
    </Stack>
    {onDemoCall || onRealCall ? (
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {onDemoCall ? (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => onDemoCall(entry)}>
            Demo Call
          </Button>
        ) : null}
        {onRealCall ? (
          <Tooltip title={realCallBlocked ?? ''} describeChild>
            <span>
              <Button
                size="small"
                variant="contained"
                disabled={busy || Boolean(realCallBlocked)}
                onClick={() => onRealCall(entry)}
              >
                Real AI Call
              </Button>
            </span>
          </Tooltip>
        ) : null}
      </Stack>
    ) : null}
  </Box>
);
