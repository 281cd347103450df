import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { lazyPopup } from '../../../components/lazy-popup';
import { useUnreadCount } from '../api/get-notifications';

// The list (with MUI's popover and modal code) loads when the bell is first pressed.
const NotificationPopover = lazyPopup(
  async () => (await import('./notification-popover')).NotificationPopover,
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
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
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
