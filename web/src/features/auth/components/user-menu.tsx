import LoginIcon from '@mui/icons-material/Login';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { lazyPopup } from '../../../components/lazy-popup';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../api/get-current-user';
import { displayName, initials } from '../utils/display-name';

export interface UserMenuProps {
  /** Called when the menu leads elsewhere, so a mobile drawer can close. */
  onNavigate?: () => void;
}

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  width: '100%',
  p: 1.5,
  borderRadius: 2,
  textAlign: 'left',
} as const;

// The menu (with MUI's popover and modal code) loads when first opened, not with every screen.
const AccountMenu = lazyPopup(async () => (await import('./account-menu')).AccountMenu);

/** The sidebar footer: who is signed in, with Profile, Settings and Log out. */
export const UserMenu = ({ onNavigate }: UserMenuProps) => {
  const { data: user } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) {
    return (
      <ButtonBase component="a" href={paths.auth.login} sx={rowSx}>
        <Avatar sx={{ width: 36, height: 36 }}>
          <LoginIcon fontSize="small" />
        </Avatar>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Click to sign in
        </Typography>
      </ButtonBase>
    );
  }
  const name = displayName(user);
  const close = () => setAnchor(null);
  const go = () => {
    close();
    onNavigate?.();
  };
  return (
    <>
      <ButtonBase
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ...rowSx, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Avatar
          src={user.profileImageUrl ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {initials(name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" noWrap component="p" color="textSecondary">
            {user.email || 'Sales Manager'}
          </Typography>
        </Box>
      </ButtonBase>
      <AccountMenu anchor={anchor} open={Boolean(anchor)} onClose={close} onNavigate={go} />
    </>
  );
};
