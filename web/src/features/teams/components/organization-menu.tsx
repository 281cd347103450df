import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';
import { ROLE_LABELS } from '../utils/team-labels';

export interface OrganizationMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  organizations: OrganizationSummary[];
  onChoose: (organizationId: string) => void;
  onClose: () => void;
}

/** The user's organizations, the current one checked, each with the user's role there. */
export const OrganizationMenu = ({
  anchor,
  open,
  organizations,
  onChoose,
  onClose,
}: OrganizationMenuProps) => (
  <Menu
    anchorEl={anchor}
    open={open}
    onClose={onClose}
    slotProps={{ paper: { sx: { minWidth: 232 } } }}
  >
    {organizations.map((org) => (
      <MenuItem key={org.id} selected={org.current} onClick={() => onChoose(org.id)}>
        <ListItemIcon>{org.current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
        <ListItemText primary={org.name} secondary={ROLE_LABELS[org.role]} />
      </MenuItem>
    ))}
  </Menu>
);
