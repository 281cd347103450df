import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import { useUnchooseLead } from '../api/unchoose-lead';
import { TEAMMATES_LEAD_TO_CALL } from '../utils/call-labels';
import { CallCostLine } from './call-cost-line';
import { QueueEntryRow } from './queue-entry-row';

export interface CallableQueueEntryRowProps {
  entry: CallQueueEntry;
  /** A call is active or starting: no second one (document 1, §4). */
  busy: boolean;
  onDemoCall?: ((entry: CallQueueEntry) => void) | undefined;
  onRealCall?: ((entry: CallQueueEntry) => void) | undefined;
  /**
   * Whether the user may call this lead: a teammate's lead (for a member) offers no call buttons
   * and says why, as the server would refuse the call.
   */
  mayCall?: boolean;
  /** Why no real AI call can be placed now (the plan's calls used, the trial over), if so. */
  realCallBlocked?: string | null | undefined;
}

/** Takes a lead chosen for auto-calling off the chosen ones. */
const TakeOffButton = ({ contactId }: { contactId: string }) => {
  const unchoose = useUnchooseLead();
  return (
    <Button
      size="small"
      disabled={unchoose.isPending}
      onClick={() => unchoose.mutate(contactId)}
      sx={{ order: 3 }}
    >
      Not first
    </Button>
  );
};

/** A queue entry on the AI Calling screen: the row with its cost and call buttons. */
export const CallableQueueEntryRow = ({
  entry,
  busy,
  onDemoCall,
  onRealCall,
  mayCall = true,
  realCallBlocked,
}: CallableQueueEntryRowProps) => (
  <QueueEntryRow
    entry={entry}
    detail={onRealCall && mayCall ? <CallCostLine phone={entry.phone} /> : null}
  >
    {(onDemoCall || onRealCall) && !mayCall ? (
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {TEAMMATES_LEAD_TO_CALL}
      </Typography>
    ) : null}
    {(onDemoCall || onRealCall) && mayCall ? (
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {onDemoCall ? (
          <Button size="small" variant="outlined" disabled={busy} onClick={() => onDemoCall(entry)}>
            Demo Call
          </Button>
        ) : null}
        {entry.chosen && onRealCall ? <TakeOffButton contactId={entry.id} /> : null}
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
  </QueueEntryRow>
);
