import Alert from '@mui/material/Alert';
import type { AutoRun } from '@salesflow/shared/ai-calls/auto-run.schema';

/** A finished or stopped run is still told about this long after it ended. */
const RECENT_MS = 60 * 60_000;

/** What the auto-calling run is doing, or why it ended (the last hour), under the queue's title. */
export const AutoRunLine = ({ run, now = Date.now() }: { run: AutoRun | null; now?: number }) => {
  if (!run) return null;
  const skipped = run.skipped.at(-1);
  if (run.status === 'running') {
    return (
      <Alert severity="info" sx={{ mt: 1 }} aria-label="Auto-calling">
        Auto-calling: call {run.callsPlaced} of up to {run.maxCalls}
        {run.current ? ` · ${run.current.name}` : ''}. The next lead is called when this call ends.
        {skipped ? ` Passed over ${skipped.name}: ${skipped.reason}` : ''}
      </Alert>
    );
  }
  if (now - Date.parse(run.updatedAt) > RECENT_MS) return null;
  return (
    <Alert
      severity={run.status === 'stopped' ? 'info' : 'success'}
      sx={{ mt: 1 }}
      aria-label="Auto-calling"
    >
      Auto-calling {run.status === 'stopped' ? 'stopped' : 'finished'} after {run.callsPlaced}{' '}
      {run.callsPlaced === 1 ? 'call' : 'calls'}: {run.endReason}
    </Alert>
  );
};
