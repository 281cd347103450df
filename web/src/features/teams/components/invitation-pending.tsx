import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '@salesflow/shared/dates/format-date';
import type { InvitationPreview } from '@salesflow/shared/teams/team.schema';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useEnterOrganization } from '../hooks/use-enter-organization';
import { withArticle } from '../utils/team-labels';

export interface InvitationPendingProps {
  token: string;
  invitation: InvitationPreview;
  signedIn: boolean;
}

/** An open invitation: Accept when signed in, else sign in (with the invited address) and return. */
export const InvitationPending = ({ token, invitation, signedIn }: InvitationPendingProps) => {
  const enter = useEnterOrganization();
  const accept = useAcceptInvitation();
  const join = () =>
    accept.mutate(token, {
      onSuccess: (organization) =>
        enter(paths.app.dashboard, {
          title: 'Invitation accepted',
          description: `Welcome to ${organization.name}! You are now working in it.`,
          variant: 'success',
        }),
    });
  // Signed in with another address: accepting again cannot work, signing out can.
  const wrongAccount = accept.error instanceof ApiError && accept.error.status === 403;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 44 }, mb: 1 }}>
        <GroupAddOutlinedIcon />
      </Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Join {invitation.organizationName} on SalesFlow
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {invitation.inviterName} invited you to join as {withArticle(invitation.role)}.
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
        This invitation is for {invitation.email} and expires on{' '}
        {formatCalendarDate(invitation.expiresAt)}.
      </Typography>
      {accept.isError ? (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {errorMessage(accept.error, 'Failed to accept the invitation. Please try again.')}
        </Alert>
      ) : null}
      {wrongAccount ? (
        <>
          <Button variant="outlined" size="large" href={paths.auth.logout}>
            Log out
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            Then open this link again and sign in with {invitation.email}.
          </Typography>
        </>
      ) : signedIn ? (
        <Button variant="contained" size="large" onClick={join} loading={accept.isPending}>
          Accept Invitation
        </Button>
      ) : (
        <>
          <Button
            variant="contained"
            size="large"
            href={paths.auth.loginReturningTo(paths.invite(token))}
          >
            Sign in to accept
          </Button>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            Sign in with {invitation.email} to join.
          </Typography>
        </>
      )}
    </Box>
  );
};
