import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Notice } from '@salesflow/shared/notifications/notice';
import { useNavigate } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { useToast } from '../../../components/toast/use-toast';
import { useNoticePages } from '../api/get-notice-pages';
import { useMarkAllNoticesRead, useMarkNoticeRead } from '../api/mark-notifications-read';
import { NoticeItem } from './notice-item';

export interface NotificationPopoverProps {
  anchor: HTMLElement | null;
  open: boolean;
  unreadCount: number;
  onClose: () => void;
}

/** The bell's list: newest first, a page at a time; opening a notice marks it read. */
export const NotificationPopover = ({
  anchor,
  open,
  unreadCount,
  onClose,
}: NotificationPopoverProps) => {
  const pages = useNoticePages(open);
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const navigate = useNavigate();
  const toast = useToast();
  const notices = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = () =>
    toast({ title: 'Error', description: 'Failed to update notifications', variant: 'error' });

  const openNotice = (notice: Notice) => {
    if (!notice.readAt) markRead.mutate(notice.id, { onError: failed });
    if (notice.link) {
      onClose();
      void navigate(notice.link);
    }
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Notifications',
          sx: {
            width: 380,
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: 'min(560px, calc(100vh - 96px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Notifications
        </Typography>
        <Button
          size="small"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: failed })}
        >
          Mark all as read
        </Button>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {pages.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading notifications" />
          </Box>
        ) : pages.isError && notices.length === 0 ? (
          <RetryAlert onRetry={() => void pages.refetch()} sx={{ m: 2 }}>
            Notifications could not be loaded.
          </RetryAlert>
        ) : notices.length === 0 ? (
          <Typography color="textSecondary" sx={{ textAlign: 'center', py: 4, px: 2 }}>
            You have no notifications yet.
          </Typography>
        ) : (
          <List disablePadding aria-label="Notices">
            {notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpen={openNotice} />
            ))}
          </List>
        )}
        {pages.hasNextPage ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button
              size="small"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Popover>
  );
};
