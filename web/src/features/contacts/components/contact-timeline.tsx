import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Activity } from '@salesflow/shared/activities/activity.schema';
import { errorMessage } from '../../../lib/api-client';
import { useContactActivities } from '../api/get-contact-activities';
import { activityMeta, activityTime } from '../utils/activity-labels';
import { ActivityIcon } from './activity-icon';

const ActivityItem = ({ activity }: { activity: Activity }) => {
  const meta = activityMeta(activity);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5 }}>
      <ActivityIcon type={activity.type} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {activity.subject}
        </Typography>
        {activity.description ? (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {activity.description}
          </Typography>
        ) : null}
        <Typography variant="caption" color="textSecondary">
          <time dateTime={activity.createdAt}>{activityTime(activity.createdAt)}</time>
          {meta ? ` · ${meta}` : null}
        </Typography>
      </Box>
    </Box>
  );
};

export interface ContactTimelineProps {
  contactId: string;
}

/** The contact's activities, newest first, with Load more while the server has a next cursor. */
export const ContactTimeline = ({ contactId }: ContactTimelineProps) => {
  const query = useContactActivities(contactId);
  if (query.isPending) {
    return (
      <Stack spacing={1.5}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Alert severity="error">
        Failed to load activity. {errorMessage(query.error, 'Please try again.')}
      </Alert>
    );
  }
  const activities = query.data.pages.flatMap((page) => page.items);
  return (
    <>
      {activities.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          No activity yet
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={2}
          aria-label="Activity timeline"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {activities.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} />
          ))}
        </Stack>
      )}
      {query.isFetchNextPageError ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1.5 }}>
          Failed to load more activity.
        </Typography>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outlined"
          size="small"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          sx={{ mt: 2 }}
        >
          {query.isFetchNextPageError ? 'Try again' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
};
