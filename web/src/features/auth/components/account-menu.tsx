import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Called when an item leads to another page. */
  onNavigate: () => void;
}

/** Profile, Settings and Log out, opened from the sidebar footer. */
export const AccountMenu = ({ anchor, open, onClose, onNavigate }: AccountMenuProps) => (
  <Menu
    anchorEl={anchor}
    open={open}
    onClose={onClose}
    anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
    transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
  >
    <MenuItem component={Link} to={paths.app.settingsTab('profile')} onClick={onNavigate}>
      <ListItemIcon>
        <PersonOutlinedIcon fontSize="small" />
      </ListItemIcon>
      Profile
    </MenuItem>
    <MenuItem component={Link} to={paths.app.settings} onClick={onNavigate}>
      <ListItemIcon>
        <SettingsOutlinedIcon fontSize="small" />
      </ListItemIcon>
      Settings
    </MenuItem>
    <MenuItem component="a" href={paths.auth.logout}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      Log out
    </MenuItem>
  </Menu>
);
