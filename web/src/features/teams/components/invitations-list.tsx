import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TeamInvitation } from '@salesflow/shared/teams/team.schema';
import { useId } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { useInvitations } from '../api/get-invitations';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { InvitationRow } from './invitation-row';
import { RevokeInvitationDialog } from './revoke-invitation-dialog';

/** Invitations still open, with Resend and Revoke (admins and the owner only). */
export const InvitationsList = () => {
  const headingId = useId();
  const invitations = useInvitations();
  const revoke = useDialogTarget<TeamInvitation>();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          Pending Invitations
        </Typography>
        {invitations.isError ? (
          <RetryAlert onRetry={() => invitations.refetch()}>Failed to load invitations.</RetryAlert>
        ) : !invitations.data ? (
          <Skeleton variant="rounded" height={56} />
        ) : invitations.data.length === 0 ? (
          <Typography color="textSecondary">No invitations waiting for an answer.</Typography>
        ) : (
          <Box component="ul" aria-label="Pending invitations" sx={{ m: 0, p: 0 }}>
            {invitations.data.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                onRevoke={() => revoke.show(invitation)}
              />
            ))}
          </Box>
        )}
      </CardContent>
      <RevokeInvitationDialog
        open={revoke.open}
        invitation={revoke.target}
        onClose={revoke.close}
      />
    </Card>
  );
};
