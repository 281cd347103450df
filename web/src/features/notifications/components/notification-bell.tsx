import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { lazyPopup } from '../../../components/lazy-popup';
import { useUnreadCount } from '../api/get-notifications';

// The list (with MUI's popover and modal code) loads when the bell is first pressed.
const NotificationPopover = lazyPopup(
  async () => (await import('./notification-popover')).NotificationPopover,
);

/**
 * The count on the bell. Drawn here rather than with MUI's Badge: the bell is on every first
 * screen, and the badge's own machinery (about 1 KiB gzipped) bought nothing a box does not.
 */
const UnreadBadge = ({ count }: { count: number }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      position: 'absolute',
      // Centred on the icon's top right corner, as MUI's Badge places it.
      top: -2,
      right: -2,
      minWidth: 20,
      height: 20,
      px: 0.75,
      borderRadius: 10,
      bgcolor: 'error.main',
      color: 'error.contrastText',
      fontSize: '0.75rem',
      fontWeight: 500,
      lineHeight: '20px',
      textAlign: 'center',
    }}
  >
    {count > 99 ? '99+' : count}
  </Box>
);

/** The shell's bell: how many notices are unread, and the list of them when pressed. */
export const NotificationBell = () => {
  const { data: unread = 0 } = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsNoneOutlinedIcon />
        {unread ? <UnreadBadge count={unread} /> : null}
      </IconButton>
      <NotificationPopover
        anchor={anchor}
        open={Boolean(anchor)}
        unreadCount={unread}
        onClose={() => setAnchor(null)}
      />
    </>
  );
};
