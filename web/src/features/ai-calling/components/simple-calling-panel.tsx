import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  SIMPLE_CALL_QUEUE_SIZE,
  SIMPLE_QUEUE_MIN_SCORE,
} from '@salesflow/shared/ai-calls/call-queue.schema';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { SIMPLE_RECENT_CALLS, useRecentCalls } from '../api/get-ai-calls';
import { useCallQueue } from '../api/get-call-queue';
import { QueueEntryRow } from './queue-entry-row';
import { RecentCallsTable } from './recent-calls-table';

/**
 * The dashboard's simple AI calling panel (document 1, "AI Calling screen", the simpler variant):
 * the 5 best leads with a phone scoring above 70 and the 5 latest calls, from the same data as
 * the AI Calling screen. Start Auto-Calling goes there, where calls are really made.
 */
export const SimpleCallingPanel = () => {
  const queue = useCallQueue({ limit: SIMPLE_CALL_QUEUE_SIZE, minScore: SIMPLE_QUEUE_MIN_SCORE });
  const recent = useRecentCalls(SIMPLE_RECENT_CALLS);
  return (
    <Card component="section" aria-label="AI Calling" sx={{ mt: 3 }}>
      <CardHeader
        title="AI Calling"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button
            component={RouterLink}
            to={paths.app.aiCalling}
            size="small"
            variant="contained"
            startIcon={<PlayArrowIcon />}
          >
            Start Auto-Calling
          </Button>
        }
        sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
          gap: 3,
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="h3">
            Call Queue
          </Typography>
          {queue.isPending ? (
            <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
          ) : queue.isError ? (
            <EmptyState
              title="Unable to load the call queue"
              description={errorMessage(queue.error, 'Please try again in a moment.')}
            />
          ) : queue.data.length === 0 ? (
            <EmptyState
              title="No contacts ready for calling"
              description="Add contacts with phone numbers and high scores"
            />
          ) : (
            <Box
              component="ul"
              aria-label="Contacts to call"
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {queue.data.map((entry) => (
                <QueueEntryRow key={entry.id} entry={entry} />
              ))}
            </Box>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Recent AI Calls
          </Typography>
          <RecentCallsTable calls={recent.data} isPending={recent.isPending} error={recent.error} />
        </Box>
      </CardContent>
    </Card>
  );
};
