import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { CallableQueueEntryRow } from './callable-queue-entry-row';

export interface CallQueueCardProps {
  entries: CallQueueEntry[] | undefined;
  isPending: boolean;
  error: unknown;
  busy: boolean;
  onDemoCall?: ((entry: CallQueueEntry) => void) | undefined;
  onRealCall?: ((entry: CallQueueEntry) => void) | undefined;
  /** Whether the user may call this entry's lead (no call buttons otherwise); without it, all. */
  mayCall?: ((entry: CallQueueEntry) => boolean) | undefined;
  /** Why Real AI Call is off for every contact now, if it is. */
  realCallBlocked?: string | null | undefined;
  onAutoCall: () => void;
  /** Why Start Auto-Calling does what it does, as its tooltip. */
  autoCallHint: string;
  /** An auto-calling run is on: the button stops it. */
  autoRunning?: boolean;
  onStopAutoCall?: () => void;
  /** Starting or stopping a run. */
  autoPending?: boolean;
  /** The run's state, under the title. */
  autoRunLine?: ReactNode;
  /** TRAI's purpose of the real calls, under the title. */
  purposeField?: ReactNode;
}

const SKELETON_KEYS = ['q1', 'q2', 'q3'] as const;

/** The Call Queue: contacts with a phone, best score first (document 1, "AI Calling screen"). */
export const CallQueueCard = ({
  entries,
  isPending,
  error,
  busy,
  onDemoCall,
  onRealCall,
  mayCall,
  realCallBlocked,
  onAutoCall,
  autoCallHint,
  autoRunning = false,
  onStopAutoCall,
  autoPending = false,
  autoRunLine,
  purposeField,
}: CallQueueCardProps) => (
  <Card component="section" aria-label="Call Queue">
    <CardHeader
      title="Call Queue"
      slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      action={
        autoRunning && onStopAutoCall ? (
          <Button
            size="small"
            variant="contained"
            color="error"
            startIcon={<StopIcon />}
            disabled={autoPending}
            onClick={onStopAutoCall}
          >
            Stop Auto-Calling
          </Button>
        ) : (
          <Tooltip title={autoCallHint} describeChild>
            <span>
              <Button
                size="small"
                variant="contained"
                startIcon={<PlayArrowIcon />}
                disabled={busy || isPending || autoPending}
                onClick={onAutoCall}
              >
                Start Auto-Calling
              </Button>
            </span>
          </Tooltip>
        )
      }
      sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
    />
    <Box sx={{ px: 2, pb: 1 }}>
      {purposeField ? <Box sx={{ mt: 2 }}>{purposeField}</Box> : null}
      {autoRunLine}
      {isPending ? (
        <Stack spacing={1} sx={{ py: 1 }}>
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : error ? (
        <EmptyState
          title="Unable to load the call queue"
          description={errorMessage(error, 'Please try again in a moment.')}
        />
      ) : !entries?.length ? (
        <EmptyState
          title="No contacts ready for calling"
          description="Add contacts with phone numbers and high scores"
        />
      ) : (
        <Box component="ul" aria-label="Contacts to call" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.map((entry) => (
            <CallableQueueEntryRow
              key={entry.id}
              entry={entry}
              busy={busy}
              onDemoCall={onDemoCall}
              onRealCall={onRealCall}
              mayCall={mayCall ? mayCall(entry) : true}
              realCallBlocked={realCallBlocked}
            />
          ))}
        </Box>
      )}
    </Box>
  </Card>
);
