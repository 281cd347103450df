import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MutedText } from '../../../components/muted-text';
import { RetryAlert } from '../../../components/retry-alert';
import { useAssignments } from '../api/get-assignments';
import { personName } from '../utils/team-labels';
import { PriorityBadge } from './priority-badge';

/** How many of the latest assignments the Overview lists. */
const RECENT_COUNT = 5;

/** The first five assignments (newest first): contact, assignee and priority. */
export const RecentActivity = () => {
  const headingId = useId();
  const assignments = useAssignments('all');
  const recent = assignments.data?.slice(0, RECENT_COUNT);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Recent Activity
        </Typography>
        {assignments.isError ? (
          <RetryAlert onRetry={() => assignments.refetch()}>Failed to load assignments.</RetryAlert>
        ) : !recent ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : recent.length === 0 ? (
          <Typography color="textSecondary">No lead assignments yet.</Typography>
        ) : (
          <Stack component="ul" aria-label="Recent assignments" sx={{ m: 0, p: 0 }}>
            {recent.map((assignment) => (
              <Box
                component="li"
                key={assignment.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  py: 1.25,
                  listStyle: 'none',
                  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {assignment.contact.name}
                  </Typography>
                  <MutedText>Assigned to {personName(assignment.assignee)}</MutedText>
                </Box>
                <PriorityBadge priority={assignment.priority} />
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
