import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OutboxDeadLetterView } from '@salesflow/shared/admin/outbox-dead-letters.schema';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRedriveDeadLetter } from '../api/redrive-dead-letter';
import { formatMoment } from '../utils/format-moment';

export interface DeadLetterItemProps {
  letter: OutboxDeadLetterView;
}

/** One message no queue took: what it was for, when and why it failed, and Send again. */
export const DeadLetterItem = ({ letter }: DeadLetterItemProps) => {
  const toast = useToast();
  const redrive = useRedriveDeadLetter();
  const sendAgain = () =>
    redrive.mutate(letter.id, {
      onSuccess: ({ sent }) =>
        toast(
          sent
            ? { title: 'Message sent again', description: `To ${letter.queue}`, variant: 'success' }
            : {
                title: 'Not sent yet',
                description: `${letter.queue} refused it again: it is back in the outbox, which keeps trying.`,
              },
        ),
      onError: (error) =>
        toast({
          title: 'Failed to send the message again',
          description: errorMessage(error, 'Please try again in a moment.'),
          variant: 'error',
        }),
    });
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: 1.5,
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {letter.queue}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          {`Failed ${formatMoment(letter.deadAt)} after ${letter.attempts} attempts · written ${formatMoment(letter.queuedAt)}`}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {`Last error: ${letter.lastError || 'none recorded'}`}
        </Typography>
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {[
            letter.organizationId ? `Organization ${letter.organizationId}` : null,
            letter.bodyFields.length ? `Fields: ${letter.bodyFields.join(', ')}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={sendAgain}
        disabled={redrive.isPending}
        aria-label={`Send again: ${letter.queue}, failed ${formatMoment(letter.deadAt)}`}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {redrive.isPending ? 'Sending...' : 'Send again'}
      </Button>
    </Box>
  );
};
