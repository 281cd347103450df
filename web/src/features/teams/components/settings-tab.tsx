import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { useTeamSettings } from '../api/get-team-settings';
import { can, type TeamViewer } from '../utils/team-viewer';
import { OrganizationFacts } from './organization-facts';
import { RoleMatrixTable } from './role-matrix-table';
import { TeamSettingsForm } from './team-settings-form';
import { TeamSettingsView } from './team-settings-view';

export interface SettingsTabProps {
  viewer: TeamViewer;
}

/**
 * The organization (name, plan, member limit as count/max), record visibility and round-robin:
 * admins change them, everyone else reads them. Then the role matrix.
 */
export const SettingsTab = ({ viewer }: SettingsTabProps) => {
  const settings = useTeamSettings();
  const organization = viewer.organization;
  let body: ReactNode;
  if (settings.data) {
    body = can(viewer, 'settings') ? (
      <TeamSettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
    ) : (
      <TeamSettingsView settings={settings.data} />
    );
  } else if (settings.isError) {
    // The organization's facts are known anyway (from the organizations list).
    body = (
      <>
        <OrganizationFacts
          name={organization?.name ?? '-'}
          plan={organization?.plan}
          members={organization?.currentMembers ?? 0}
          maxMembers={organization?.maxMembers}
        />
        <RetryAlert onRetry={() => settings.refetch()}>Failed to load team settings.</RetryAlert>
      </>
    );
  } else {
    body = <Skeleton variant="rounded" height={320} data-testid="settings-skeleton" />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {body}
      <RoleMatrixTable />
    </Box>
  );
};
