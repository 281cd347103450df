import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TRASH_DAYS } from '@salesflow/shared/contacts/contact-trash';
import { useId } from 'react';
import { useFollowUpsTeam } from '../../../components/follow-ups/follow-ups-team';
import { errorMessage } from '../../../lib/api-client';
import { useTrashPages } from '../api/get-trash';
import { TrashRow } from './trash-row';

export interface TrashDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The trash (issue 27): the deleted contacts the user may see, newest deleted first, each with
 * Restore; kept `TRASH_DAYS` days, then gone for good. Days are the organization's.
 */
export const TrashDialog = ({ open, onClose }: TrashDialogProps) => {
  const titleId = useId();
  const textId = useId();
  const { timeZone } = useFollowUpsTeam();
  const query = useTrashPages({ enabled: open });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Trash</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={textId} sx={{ mb: 1 }}>
          Deleted contacts stay here for {TRASH_DAYS} days with their timeline, deals and tasks,
          then they are gone for good.
        </DialogContentText>
        {query.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : null}
        {query.isError ? (
          <Alert severity="error">
            Failed to load the trash. {errorMessage(query.error, 'Please try again.')}
          </Alert>
        ) : null}
        {query.isSuccess && items.length === 0 && !query.hasNextPage ? (
          <Typography color="textSecondary">The trash is empty.</Typography>
        ) : null}
        {items.length ? (
          <Box component="ul" aria-label="Deleted contacts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <TrashRow key={item.contact.id} item={item} timeZone={timeZone} />
            ))}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3 }}>
        {query.hasNextPage ? (
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load more
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
