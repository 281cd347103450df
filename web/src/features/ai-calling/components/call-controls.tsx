import CallEndIcon from '@mui/icons-material/CallEnd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTimer } from '@salesflow/shared/ai-calls/call-format';
import type { ActiveCall } from '../hooks/use-active-call';
import { LIVE_CONFIDENCE_LABEL } from '../utils/call-constants';
import { confidenceLabel } from '../utils/call-labels';

export interface CallControlsProps {
  call: ActiveCall | null;
  seconds: number;
  /** A real call's confidence (0-1) once its record has one. */
  confidence?: number | null | undefined;
  ending: boolean;
  onEnd: () => void;
}

/**
 * The call timer (mm:ss), the confidence (fixed during a demo, the record's during a real call)
 * and the red end-call button.
 */
export const CallControls = ({ call, seconds, confidence, ending, onEnd }: CallControlsProps) => (
  <Stack
    direction="row"
    spacing={2}
    sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
  >
    <Box>
      <Typography
        role="timer"
        aria-label="Call duration"
        variant="h5"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {formatTimer(seconds)}
      </Typography>
      {call?.mode === 'demo' ? (
        <Typography variant="body2" color="textSecondary">
          {LIVE_CONFIDENCE_LABEL}
        </Typography>
      ) : call?.mode === 'real' && confidence !== null && confidence !== undefined ? (
        <Typography variant="body2" color="textSecondary">
          AI Confidence: {confidenceLabel(confidence)}
        </Typography>
      ) : null}
    </Box>
    {call ? (
      <Button
        variant="contained"
        color="error"
        startIcon={<CallEndIcon />}
        onClick={onEnd}
        loading={ending}
        sx={{ borderRadius: 6 }}
      >
        End Call
      </Button>
    ) : null}
  </Stack>
);
