import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import { useInView } from '../../lib/use-in-view';

export interface LoadMoreFooterProps {
  /** Plural noun of the rows, as in "Failed to load more deals.". */
  noun: string;
  shown: number;
  /** Rows in all, when known (without a search); null shows only how many are loaded. */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last Load more failed. */
  failed: boolean;
  onLoadMore: () => void;
}

/** "Load more" under a paged list (also triggered by scrolling to it) and how many rows are shown. */
export const LoadMoreFooter = ({
  noun,
  shown,
  total,
  hasMore,
  loadingMore,
  failed,
  onLoadMore,
}: LoadMoreFooterProps) => {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!loadingMore) onLoadMore();
  }, [loadingMore, onLoadMore]);
  // Scrolling loads more only once rows are shown; a search still without matches waits for the button.
  useInView(sentinel, loadMore, hasMore && shown > 0 && !failed);
  if (!hasMore && (total === null || shown === 0)) return null;
  const count = shown.toLocaleString('en-US');
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
        color={failed ? 'error' : 'textSecondary'}
        role={failed ? 'alert' : undefined}
      >
        {failed
          ? `Failed to load more ${noun}.`
          : total === null
            ? `Showing ${count}`
            : `Showing ${count} of ${total.toLocaleString('en-US')}`}
      </Typography>
      {hasMore ? (
        <Button variant="outlined" size="small" onClick={onLoadMore} loading={loadingMore}>
          {failed ? 'Try again' : 'Load more'}
        </Button>
      ) : null}
    </Box>
  );
};
