import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import type { TeamInvitation } from '@salesflow/shared/teams/team.schema';
import { MutedText } from '../../../components/muted-text';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useResendInvitation } from '../api/resend-invitation';
import { ROLE_LABELS } from '../utils/team-labels';

export interface InvitationRowProps {
  invitation: TeamInvitation;
  onRevoke: () => void;
}

/** One open invitation: who, as what, until when, by whom; Resend sends a fresh 7-day link. */
export const InvitationRow = ({ invitation, onRevoke }: InvitationRowProps) => {
  const toast = useToast();
  const resend = useResendInvitation();
  const expired = invitation.status === 'expired';
  const resendNow = () =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast({
          title: 'Invitation resent',
          description: `A new invitation link has been sent to ${invitation.email}.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to resend invitation'),
          variant: 'error',
        }),
    });
  return (
    <Box
      component="li"
      aria-label={invitation.email}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 1.5,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {invitation.email}
        </Typography>
        <MutedText>
          {ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy.name} ·{' '}
          {expired ? 'expired' : 'expires'} {formatCalendarDate(invitation.expiresAt)}
        </MutedText>
      </Box>
      <Chip
        size="small"
        label={expired ? 'Expired' : 'Pending'}
        color={expired ? 'default' : 'warning'}
        variant="outlined"
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="small"
          onClick={resendNow}
          loading={resend.isPending}
          aria-label={`Resend invitation to ${invitation.email}`}
        >
          Resend
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onRevoke}
          aria-label={`Revoke invitation to ${invitation.email}`}
        >
          Revoke
        </Button>
      </Box>
    </Box>
  );
};
