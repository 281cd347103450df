import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import { useInView } from '../../../lib/use-in-view';

export interface ContactsListFooterProps {
  shown: number;
  /** Contacts in the organization; only meaningful without a search. */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last Load more failed. */
  failed: boolean;
  onLoadMore: () => void;
}

/** "Load more" (also triggered by scrolling to it) and how many contacts are shown. */
export const ContactsListFooter = ({
  shown,
  total,
  hasMore,
  loadingMore,
  failed,
  onLoadMore,
}: ContactsListFooterProps) => {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!loadingMore) onLoadMore();
  }, [loadingMore, onLoadMore]);
  // Scrolling loads more only once rows are shown; a search still without matches waits for the button.
  useInView(sentinel, loadMore, hasMore && shown > 0 && !failed);
  if (!hasMore && (total === null || shown === 0)) return null;
  return (
    <Box
      ref={sentinel}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        variant="body2"
        color={failed ? 'error' : 'text.secondary'}
        role={failed ? 'alert' : undefined}
      >
        {failed
          ? 'Failed to load more contacts.'
          : total === null
            ? `Showing ${shown.toLocaleString('en-US')}`
            : `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
      </Typography>
      {hasMore ? (
        <Button variant="outlined" size="small" onClick={onLoadMore} loading={loadingMore}>
          {failed ? 'Try again' : 'Load more'}
        </Button>
      ) : null}
    </Box>
  );
};
