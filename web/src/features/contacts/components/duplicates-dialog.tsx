import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DUPLICATE_REASON_LABELS,
  type DuplicateContact,
} from '@salesflow/shared/contacts/contact-duplicates';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDuplicatesPages } from '../api/get-contact-duplicates';

export interface DuplicatesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens a contact's detail (the dialog closes). */
  onOpen: (contact: { id: string }) => void;
}

const Side = ({ contact, onOpen }: { contact: DuplicateContact; onOpen: () => void }) => (
  <Box sx={{ minWidth: 0, flex: 1 }}>
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={onOpen}
      sx={{ fontWeight: 600 }}
    >
      {contact.name}
    </Link>
    <Typography variant="body2" color="textSecondary" noWrap>
      {[contact.email, contact.phone, contact.company].filter(Boolean).join(' · ') || '—'}
    </Typography>
  </Box>
);

/**
 * Possible duplicates: the pairs of contacts that share an email, a phone, or a name and company,
 * newest found first, each with why; a name opens that contact.
 */
export const DuplicatesDialog = ({ open, onClose, onOpen }: DuplicatesDialogProps) => {
  const titleId = useId();
  const query = useDuplicatesPages({ enabled: open });
  const pairs = query.data?.pages.flatMap((page) => page.items) ?? [];
  const openContact = (contact: { id: string }) => {
    onClose();
    onOpen(contact);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Possible duplicates</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : null}
        {query.isError ? (
          <Alert severity="error">
            Failed to load possible duplicates. {errorMessage(query.error, 'Please try again.')}
          </Alert>
        ) : null}
        {query.isSuccess && pairs.length === 0 ? (
          <Typography color="textSecondary">
            No possible duplicates. Contacts that share an email, a phone, or a name and company
            show here as they arrive.
          </Typography>
        ) : null}
        {pairs.length ? (
          <Box
            component="ul"
            aria-label="Possible duplicates"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {pairs.map((pair) => (
              <Box
                component="li"
                key={`${pair.contact.id}|${pair.other.id}`}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 2,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Side contact={pair.contact} onOpen={() => openContact(pair.contact)} />
                <Side contact={pair.other} onOpen={() => openContact(pair.other)} />
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  {pair.reasons.map((reason) => (
                    <Chip key={reason} size="small" label={DUPLICATE_REASON_LABELS[reason]} />
                  ))}
                </Box>
              </Box>
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
