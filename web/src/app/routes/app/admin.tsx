import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { NotFoundRoute } from '../not-found';

/**
 * `/app/admin`: the platform operators' dashboard (a chunk of its own, loaded with this route).
 * To anyone else it does not exist (the API answers them 404 too), so they see Page Not Found.
 */
export const AdminRoute = () => {
  const { data: user } = useCurrentUser();
  if (!user?.isOperator) return <NotFoundRoute />;
  return <AdminScreen />;
};
