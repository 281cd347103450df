import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PanelCard } from '../../../components/panel-card';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-client';
import { useOutboxDeadLetters } from '../api/get-outbox-dead-letters';
import { DeadLetterItem } from './dead-letter-item';

const TITLE = 'Outbox Dead Letters';

const summaryOf = (count: number, capped: boolean) => {
  if (count === 0) return 'None: every message reached its queue.';
  const how = `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
  return `${how} ${count === 1 && !capped ? 'message' : 'messages'} could not be delivered to their queue after 10 tries. Fix the cause, then send them again.`;
};

/**
 * Messages a change wrote for a queue that SQS kept refusing (the outbox sets them aside after 10
 * tries, for 30 days): how many, the newest ones, and Send again. Never their content.
 */
export const DeadLettersPanel = () => {
  const query = useOutboxDeadLetters();
  if (query.isError) {
    return (
      <PanelCard title={TITLE}>
        <RetryAlert onRetry={() => void query.refetch()}>
          {`Unable to load the dead letters. ${errorMessage(query.error, 'Please try again in a moment.')}`}
        </RetryAlert>
      </PanelCard>
    );
  }
  const data = query.data;
  return (
    <PanelCard title={TITLE}>
      {data ? (
        <>
          <Typography variant="body2" color={data.count ? 'error' : 'textSecondary'}>
            {summaryOf(data.count, data.countCapped)}
          </Typography>
          {data.items.length > 0 ? (
            <Box
              component="ul"
              aria-label="Dead letters"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
            >
              {data.items.map((letter) => (
                <DeadLetterItem key={letter.id} letter={letter} />
              ))}
            </Box>
          ) : null}
          {data.count > data.items.length ? (
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
              {`Showing the newest ${data.items.length}.`}
            </Typography>
          ) : null}
        </>
      ) : (
        <Skeleton variant="rounded" height={72} aria-label="Loading dead letters" />
      )}
    </PanelCard>
  );
};
