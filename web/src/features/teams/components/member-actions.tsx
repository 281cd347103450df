import MoreVertIcon from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { assignableRoles, removalRefusal } from '@salesflow/shared/teams/team-rules';
import { useState } from 'react';
import { ROLE_LABELS } from '../utils/team-labels';
import type { TeamViewer } from '../utils/team-viewer';

export type MemberAction = (
  action: { kind: 'role'; role: Exclude<TeamRole, 'owner'> } | { kind: 'remove' },
  member: TeamMember,
) => void;

export interface MemberActionsProps {
  member: TeamMember;
  name: string;
  viewer: TeamViewer;
  onAction: MemberAction;
}

/**
 * Role changes and removal, offered only as the shared team rules (which the server enforces)
 * allow them; a member the viewer may not touch has no menu at all.
 */
export const MemberActions = ({ member, name, viewer, onAction }: MemberActionsProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const target = { id: member.id, role: member.role };
  const roles = assignableRoles(viewer, target).filter(
    (role): role is Exclude<TeamRole, 'owner'> => role !== 'owner',
  );
  const removable = removalRefusal(viewer, target) === null;
  if (roles.length === 0 && !removable) return null;
  const choose = (action: Parameters<MemberAction>[0]) => {
    setAnchor(null);
    onAction(action, member);
  };
  return (
    <>
      <IconButton
        aria-label={`Manage ${name}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {roles.map((role) => (
          <MenuItem key={role} onClick={() => choose({ kind: 'role', role })}>
            Make {ROLE_LABELS[role]}
          </MenuItem>
        ))}
        {roles.length > 0 && removable ? <Divider /> : null}
        {removable ? (
          <MenuItem onClick={() => choose({ kind: 'remove' })} sx={{ color: 'error.main' }}>
            Remove from team
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
};
