import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Notice } from '@salesflow/shared/notifications/notice';
import { timeAgo } from '../../../lib/time-ago';

export interface NoticeItemProps {
  notice: Notice;
  onOpen: (notice: Notice) => void;
}

/** One notice: unread ones in bold with a dot; a daily report keeps its line per organization. */
export const NoticeItem = ({ notice, onOpen }: NoticeItemProps) => {
  const unread = !notice.readAt;
  return (
    <ListItemButton
      component="li"
      onClick={() => onOpen(notice)}
      aria-label={`${unread ? 'Unread: ' : ''}${notice.title}`}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'action.hover' : undefined,
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
          {notice.title}
        </Typography>
        {notice.message ? (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 6,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {notice.message}
          </Typography>
        ) : null}
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
          {timeAgo(notice.createdAt)}
        </Typography>
      </Box>
    </ListItemButton>
  );
};
