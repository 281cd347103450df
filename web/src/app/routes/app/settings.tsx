import { SettingsScreen } from '../../../features/settings/components/settings-screen';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';
import { can } from '../../../features/teams/utils/team-viewer';

/**
 * /app/settings (`?tab=profile`), with what the caller's role lets them change: custom fields for
 * admins and the owner (the role matrix's organization settings; "member" until the role is
 * known, so nothing is offered early).
 */
export const SettingsRoute = () => {
  const { role } = useCurrentMembership();
  return <SettingsScreen viewer={{ mayManageCustomFields: can({ role }, 'settings') }} />;
};
