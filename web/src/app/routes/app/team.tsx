import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { TeamScreen } from '../../../features/teams/components/team-screen';

/** /app/team: team management, for the signed-in user (the gate above has loaded them). */
export const TeamRoute = () => {
  const { data: user } = useCurrentUser();
  return <TeamScreen userId={user?.id ?? ''} />;
};
