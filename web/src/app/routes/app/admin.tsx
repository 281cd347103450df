import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { NotFoundRoute } from '../not-found';
import { ComingSoonRoute } from './coming-soon';

/**
 * `/app/admin`: the platform operators' dashboard. To anyone else it does not exist (the API
 * answers them 404 too), so they see Page Not Found.
 */
export const AdminRoute = () => {
  const { data: user } = useCurrentUser();
  if (!user?.isOperator) return <NotFoundRoute />;
  return <ComingSoonRoute title="Admin" />;
};
