import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { lazyPopup } from '../../../components/lazy-popup';
import { useCurrentMembership } from '../hooks/use-current-membership';

// The menu, and the switching with it, loads when first opened: this button is on every screen
// and most users belong to one organization and never see it.
const OrganizationMenu = lazyPopup(
  async () => (await import('./organization-menu')).OrganizationMenu,
);

export interface OrganizationSwitcherProps {
  /** Called once another organization is chosen, so a mobile drawer can close. */
  onNavigate?: () => void;
}

/**
 * The organization the app works on, with a menu of the user's others. Shown only to someone who
 * belongs to more than one; switching reloads every list for the chosen organization.
 */
export const OrganizationSwitcher = ({ onNavigate }: OrganizationSwitcherProps) => {
  const { organization, organizations } = useCurrentMembership();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (organizations.length < 2 || !organization) return null;
  return (
    <Box sx={{ px: 1.5, pb: 1 }}>
      <ButtonBase
        aria-label={`Organization: ${organization.name}. Switch organization`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="textSecondary" component="p">
            Organization
          </Typography>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {organization.name}
          </Typography>
        </Box>
        <SwapHorizIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <OrganizationMenu
        anchor={anchor}
        open={Boolean(anchor)}
        organizations={organizations}
        onClose={() => setAnchor(null)}
        onSwitched={onNavigate}
      />
    </Box>
  );
};
