import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TranscriptLine } from '@salesflow/shared/ai-calls/demo-conversation';
import { useEffect, useRef } from 'react';
import { EmptyState } from '../../../components/empty-state';
import type { ActiveCall } from '../hooks/use-active-call';
import { TranscriptLines } from './transcript-lines';

export interface LiveTranscriptionPanelProps {
  call: ActiveCall | null;
  lines: TranscriptLine[];
}

/** Live Call Transcription: the lines so far, "Connecting call..." or "No active call". */
export const LiveTranscriptionPanel = ({ call, lines }: LiveTranscriptionPanelProps) => {
  const box = useRef<HTMLDivElement>(null);
  // The newest line stays in view; only the panel scrolls, never the page.
  useEffect(() => {
    if (box.current && lines.length) box.current.scrollTop = box.current.scrollHeight;
  }, [lines.length]);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Live Call Transcription
        </Typography>
        {call ? (
          <Chip
            size="small"
            color="success"
            label={`${call.mode === 'demo' ? 'Demo call' : 'AI call'} with ${call.target.name}`}
          />
        ) : null}
      </Stack>
      <Box
        ref={box}
        aria-live="polite"
        sx={{
          height: { xs: 280, md: 340 },
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: 1.5,
          bgcolor: 'background.default',
        }}
      >
        {!call ? (
          <EmptyState title="No active call" description="Start a call to see live transcription" />
        ) : lines.length === 0 ? (
          <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
            Connecting call...
          </Typography>
        ) : (
          <TranscriptLines lines={lines} contactName={call.target.name} label="Live transcript" />
        )}
      </Box>
    </Box>
  );
};
