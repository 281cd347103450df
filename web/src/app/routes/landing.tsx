import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { LandingPage } from '../../features/marketing/components/landing-page';

/** `/`: the landing page for visitors; signed-in users go straight to the app. */
export const LandingRoute = () => {
  const user = useCurrentUser();
  if (user.isPending) return <LoadingScreen label="Loading authentication..." />;
  if (user.data) return <Navigate to={paths.app.dashboard} replace />;
  return <LandingPage />;
};
