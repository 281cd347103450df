import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { UserMenu } from '../../features/auth/components/user-menu';
import { OrganizationSwitcher } from '../../features/teams/components/organization-switcher';
import { navItems } from './nav-items';

export interface SidebarContentProps {
  /** Called when an entry is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
  /** Extra control for the header row (the mobile close button). */
  headerAction?: ReactNode;
}

const activeSx = {
  '&.active': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .MuiListItemIcon-root': { color: 'inherit' },
    '&:hover': { bgcolor: 'primary.dark' },
  },
};

export const SidebarContent = ({ onNavigate, headerAction }: SidebarContentProps) => {
  const { data: user } = useCurrentUser();
  // Admin is the platform operators' alone: nobody else is shown it.
  const entries = navItems.filter((item) => item.to !== paths.app.admin || user?.isOperator);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2.5,
          py: 2,
        }}
      >
        <BrandLogo />
        {headerAction}
      </Box>
      <OrganizationSwitcher onNavigate={onNavigate} />
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto', px: 1.5 }}>
        <List disablePadding>
          {entries.map(({ label, to, icon: Icon }) => (
            <ListItemButton
              key={to}
              component={NavLink}
              to={to}
              end={to === paths.app.dashboard}
              onClick={onNavigate}
              sx={{ borderRadius: 2, mb: 0.5, py: 1, ...activeSx }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 1.5 }}>
        <UserMenu onNavigate={onNavigate} />
      </Box>
    </Box>
  );
};
