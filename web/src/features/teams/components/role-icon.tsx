import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Chip from '@mui/material/Chip';
import type { TeamRole } from '@salesflow/shared/auth/roles';
import { ROLE_LABELS } from '../utils/team-labels';

const ROLE_ICONS = {
  owner: { Icon: WorkspacePremiumOutlinedIcon, color: '#ca8a04' },
  admin: { Icon: ShieldOutlinedIcon, color: '#4f46e5' },
  manager: { Icon: ManageAccountsOutlinedIcon, color: '#0ea5e9' },
  member: { Icon: PersonOutlinedIcon, color: '#64748b' },
} as const;

export interface RoleChipProps {
  role: TeamRole;
}

/** A member's role with its icon: owner, admin, manager, and one icon for anyone else. */
export const RoleChip = ({ role }: RoleChipProps) => {
  const { Icon, color } = ROLE_ICONS[role] ?? ROLE_ICONS.member;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Icon data-testid={`role-icon-${role}`} sx={{ '&&': { color } }} />}
      label={ROLE_LABELS[role] ?? role}
      sx={{ fontWeight: 600 }}
    />
  );
};
