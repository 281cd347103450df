import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import { transcriptLines } from '@salesflow/shared/ai-calls/demo-conversation';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';
import { useAiCall } from '../api/get-ai-call';
import { callContactName } from '../utils/call-labels';
import { CallRecording } from './call-recording';
import { CallSummary } from './call-summary';
import { RealCallDetails } from './real-call-details';
import { TranscriptLines } from './transcript-lines';

export interface CallDetailDialogProps {
  /** The call chosen in the table (shown at once); the dialog reads its fresh copy. */
  call: AiCall | null;
  onClose: () => void;
}

/** One call: its summary, the recording when there is one, and the transcript. */
export const CallDetailDialog = ({ call: chosen, onClose }: CallDetailDialogProps) => {
  const titleId = useId();
  const fresh = useAiCall(chosen?.id ?? null);
  const call = fresh.data ?? chosen;
  const lines = transcriptLines(call?.transcript);
  // The signed-in user is in the cache (the auth gate read it); other callers are teammates.
  const me = useQueryClient().getQueryData<{ id: string }>(currentUserQueryKey);
  return (
    <Dialog
      open={chosen !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{call ? `Call with ${callContactName(call)}` : 'Call'}</DialogTitle>
      <DialogContent dividers>
        {fresh.isError ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {errorMessage(fresh.error, 'Could not read the latest copy of this call.')}
          </Alert>
        ) : null}
        {call ? (
          <>
            <CallSummary call={call} calledBy={call.userId === me?.id ? 'You' : 'A teammate'} />
            <RealCallDetails call={call} />
            {call.recordingUrl ? <CallRecording url={call.recordingUrl} /> : null}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
              Transcript
            </Typography>
            {lines.length ? (
              <TranscriptLines lines={lines} contactName={call.contactName} label="Transcript" />
            ) : (
              <Typography color="textSecondary">
                {fresh.isFetching ? <CircularProgress size={16} /> : 'No transcript for this call.'}
              </Typography>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
