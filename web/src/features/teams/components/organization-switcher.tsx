import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPopup } from '../../../components/lazy-popup';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSwitchOrganization } from '../api/switch-organization';
import { useCurrentMembership } from '../hooks/use-current-membership';
import { useEnterOrganization } from '../hooks/use-enter-organization';

// The menu loads when first opened; most users belong to one organization and never see it.
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
  const switchTo = useSwitchOrganization();
  const enter = useEnterOrganization();
  const toast = useToast();
  const { pathname } = useLocation();
  if (organizations.length < 2 || !organization) return null;
  const choose = (organizationId: string) => {
    setAnchor(null);
    if (organizationId === organization.id) return;
    switchTo.mutate(organizationId, {
      onSuccess: (next) => {
        onNavigate?.();
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
    <Box sx={{ px: 1.5, pb: 1 }}>
      <ButtonBase
        aria-label={`Organization: ${organization.name}. Switch organization`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        disabled={switchTo.isPending}
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
        onChoose={choose}
        onClose={() => setAnchor(null)}
      />
    </Box>
  );
};
