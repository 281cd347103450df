import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TeamSettings } from '@salesflow/shared/teams/team-settings.schema';
import { RECORD_VISIBILITY_LABELS } from '@salesflow/shared/teams/team-settings.schema';
import { useTeamMembers } from '../api/get-team-members';
import { personName } from '../utils/team-labels';
import { OrganizationFacts } from './organization-facts';

export interface TeamSettingsViewProps {
  settings: TeamSettings;
}

/** The settings as members and managers see them: read-only. */
export const TeamSettingsView = ({ settings }: TeamSettingsViewProps) => {
  const members = useTeamMembers();
  const names = new Map((members.data ?? []).map((m) => [m.id, personName(m.user)]));
  const turns = settings.roundRobinMemberIds.map((id) => names.get(id)).filter(Boolean);
  return (
    <>
      <OrganizationFacts
        name={settings.name}
        plan={settings.plan}
        members={settings.currentMembers}
        maxMembers={settings.maxMembers}
      />
      <Card component="section" aria-label="Lead settings" sx={{ overflowWrap: 'anywhere' }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Record Visibility
          </Typography>
          <Typography sx={{ mt: 0.5, mb: 2 }}>
            {RECORD_VISIBILITY_LABELS[settings.recordVisibility]}
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Round-Robin Assignment
          </Typography>
          <Typography sx={{ mt: 0.5 }}>
            {turns.length > 0
              ? `New leads from webhooks and imports go in turn to ${turns.join(', ')}.`
              : 'New leads from webhooks and imports are not assigned automatically.'}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            Only an admin or the owner can change these settings.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
};
