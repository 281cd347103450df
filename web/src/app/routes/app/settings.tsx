import { roleAtLeast } from '@salesflow/shared/auth/roles';
import { SettingsScreen } from '../../../features/settings/components/settings-screen';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';

/**
 * /app/settings (`?tab=profile`), with what the caller's role lets them change: custom fields for
 * admins and the owner, as the route table's `admin` rows for them say ("member" until the role
 * is known, so nothing is offered early).
 */
export const SettingsRoute = () => {
  const { role } = useCurrentMembership();
  return <SettingsScreen viewer={{ mayManageCustomFields: roleAtLeast(role, 'admin') }} />;
};
