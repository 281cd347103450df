import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import type { ReactNode } from 'react';
import { PriorityBadge } from './priority-badge';

export interface QueueEntryRowProps {
  entry: CallQueueEntry;
  /** Under the phone number (the AI Calling screen's call cost). */
  detail?: ReactNode;
  /** Under the row (the AI Calling screen's call buttons). */
  children?: ReactNode;
}

/**
 * One contact waiting for a call: name, company, phone and priority. The dashboard's simple panel
 * shows it as it is; the AI Calling screen adds its call buttons (callable-queue-entry-row.tsx),
 * so the dashboard does not load their code.
 */
export const QueueEntryRow = ({ entry, detail, children }: QueueEntryRowProps) => (
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
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {entry.name}
          </Typography>
          {entry.chosen ? (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label="Chosen"
              title="Chosen for auto-calling: called first"
            />
          ) : null}
        </Stack>
        <Typography variant="body2" color="textSecondary" noWrap>
          {entry.company || 'N/A'}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {entry.phone}
        </Typography>
        {detail}
      </Box>
      <PriorityBadge score={entry.score} />
    </Stack>
    {children}
  </Box>
);
