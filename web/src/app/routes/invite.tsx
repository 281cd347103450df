import { useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { InvitationScreen } from '../../features/teams/components/invitation-screen';

/** /invite/:token: an invitation link, public (it offers sign-in when nobody is signed in). */
export const InviteRoute = () => {
  const { token = '' } = useParams();
  const user = useCurrentUser();
  if (user.isPending) return <LoadingScreen label="Loading authentication..." />;
  return <InvitationScreen token={token} signedIn={Boolean(user.data)} />;
};
