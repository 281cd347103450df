import CheckIcon from '@mui/icons-material/Check';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';
import { useLocation } from 'react-router';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSwitchOrganization } from '../api/switch-organization';
import { useEnterOrganization } from '../hooks/use-enter-organization';
import { ROLE_LABELS } from '../utils/team-labels';

export interface OrganizationMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  organizations: OrganizationSummary[];
  onClose: () => void;
  /** Called once the session works on another organization. */
  onSwitched?: (() => void) | undefined;
}

/**
 * The user's organizations, the current one checked, each with the user's role there. Choosing
 * another switches the session (POST /api/organizations/switch) and reloads the app's data.
 */
export const OrganizationMenu = ({
  anchor,
  open,
  organizations,
  onClose,
  onSwitched,
}: OrganizationMenuProps) => {
  const switchTo = useSwitchOrganization();
  const enter = useEnterOrganization();
  const toast = useToast();
  const { pathname } = useLocation();
  const choose = (organization: OrganizationSummary) => {
    if (organization.current) return onClose();
    switchTo.mutate(organization.id, {
      onSuccess: (next) => {
        onClose();
        onSwitched?.();
        enter(pathname, {
          title: 'Organization switched',
          description: `You are now working in ${next.name}.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to switch organization'),
          variant: 'error',
        }),
    });
  };
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { minWidth: 232 } } }}
    >
      {organizations.map((org) => (
        <MenuItem
          key={org.id}
          selected={org.current}
          disabled={switchTo.isPending}
          onClick={() => choose(org)}
        >
          <ListItemIcon>
            {switchTo.isPending && switchTo.variables === org.id ? (
              <CircularProgress size={16} aria-label="Switching" />
            ) : org.current ? (
              <CheckIcon fontSize="small" />
            ) : null}
          </ListItemIcon>
          <ListItemText primary={org.name} secondary={ROLE_LABELS[org.role]} />
        </MenuItem>
      ))}
    </Menu>
  );
};
