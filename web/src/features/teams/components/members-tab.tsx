import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { leaveRefusal } from '@salesflow/shared/teams/team-rules';
import { useState } from 'react';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import { RetryAlert } from '../../../components/retry-alert';
import { useTeamMembers } from '../api/get-team-members';
import { useDialogTarget } from '../hooks/use-dialog-target';
import { useMemberRoleChange } from '../hooks/use-member-role-change';
import { can, type TeamViewer } from '../utils/team-viewer';
import { InvitationsList } from './invitations-list';
import { LeaveOrganization } from './leave-organization';
import type { MemberAction } from './member-actions';
import { MemberCard } from './member-card';
import { RemoveMemberDialog } from './remove-member-dialog';

const InviteMemberDialog = lazyPopup(
  async () => (await import('./invite-member-dialog')).InviteMemberDialog,
  <PopupLoading />,
);

export interface MembersTabProps {
  viewer: TeamViewer;
  /** Whether the viewer has another organization to go to (leaving needs one). */
  hasOtherOrganization: boolean;
}

/** Member cards, the Invite Member dialog, open invitations and leaving, each for whom it works. */
export const MembersTab = ({ viewer, hasOtherOrganization }: MembersTabProps) => {
  const members = useTeamMembers();
  const changeRole = useMemberRoleChange();
  const [inviting, setInviting] = useState(false);
  const removal = useDialogTarget<TeamMember>();
  const manages = can(viewer, 'manage-members');
  const organization = viewer.organization;
  const onAction: MemberAction = (action, member) =>
    action.kind === 'remove' ? removal.show(member) : changeRole(member, action.role);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 2,
          }}
        >
          <Typography variant="h6" component="h2">
            Team Members{members.data ? ` (${members.data.length})` : ''}
          </Typography>
          {manages ? (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setInviting(true)}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Invite Member
            </Button>
          ) : null}
        </Box>
        {members.isError ? (
          <RetryAlert onRetry={() => members.refetch()}>Failed to load team members.</RetryAlert>
        ) : (
          <Box
            component="ul"
            aria-label="Team members"
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {members.data
              ? members.data.map((member) => (
                  <MemberCard key={member.id} member={member} viewer={viewer} onAction={onAction} />
                ))
              : [0, 1, 2].map((key) => (
                  <Skeleton key={key} component="li" variant="rounded" height={112} />
                ))}
          </Box>
        )}
      </Box>
      {manages ? <InvitationsList /> : null}
      {organization && hasOtherOrganization && leaveRefusal(viewer.role) === null ? (
        <LeaveOrganization organization={organization} />
      ) : null}
      <InviteMemberDialog
        open={inviting}
        organizationId={organization?.id}
        onClose={() => setInviting(false)}
      />
      <RemoveMemberDialog
        open={removal.open}
        member={removal.target}
        members={members.data ?? []}
        organizationName={organization?.name ?? 'the organization'}
        onClose={removal.close}
      />
    </Box>
  );
};
