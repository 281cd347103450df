import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { RetryAlert } from '../../../components/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { InvitationClosed, InvitationInvalid } from './invitation-closed';
import { InvitationPending } from './invitation-pending';

export interface InvitationScreenProps {
  /** The link's token (`/invite/{token}`, as the invitation email sends it). */
  token: string;
  /** Whether someone is signed in (accepting needs a session). */
  signedIn: boolean;
}

/**
 * The invitation link's page, public: who invites you where and as what, then Accept (signed in)
 * or sign-in that comes back here. An expired, revoked, used or unknown link says so.
 */
export const InvitationScreen = ({ token, signedIn }: InvitationScreenProps) => {
  const preview = useInvitationPreview(token);
  if (preview.isPending) return <LoadingScreen label="Loading invitation..." />;
  let body: ReactNode;
  if (preview.isError) {
    body =
      preview.error instanceof ApiError && [400, 404].includes(preview.error.status) ? (
        <InvitationInvalid message={preview.error.serverMessage} />
      ) : (
        <RetryAlert onRetry={() => preview.refetch()}>Failed to load this invitation.</RetryAlert>
      );
  } else if (preview.data.status === 'pending') {
    body = <InvitationPending token={token} invitation={preview.data} signedIn={signedIn} />;
  } else {
    body = <InvitationClosed invitation={preview.data} signedIn={signedIn} />;
  }
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <title>Team Invitation · SalesFlow</title>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 4 },
          maxWidth: 480,
          width: '100%',
          minWidth: 0,
          overflowWrap: 'anywhere',
        }}
      >
        {body}
      </Paper>
    </Box>
  );
};
