import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { LandingPage } from '../../features/marketing/components/landing-page';

/** `/`: the landing page for visitors; signed-in users go straight to the app. */
export const LandingRoute = () => {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const signup = params.get('signup') === 'true';
  useEffect(() => {
    // The signup entry (/?signup=true): the sign-in page makes the account on first sign-in.
    if (signup && user.data === null) window.location.assign(paths.auth.login);
  }, [signup, user.data]);
  if (user.isPending || (signup && !user.data))
    return <LoadingScreen label="Loading authentication..." />;
  if (user.data) return <Navigate to={paths.app.dashboard} replace />;
  return <LandingPage />;
};
