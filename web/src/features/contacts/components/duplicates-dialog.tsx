import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useDuplicatesPages } from '../api/get-contact-duplicates';
import type { AssigneeName } from '../types/contacts-team';
import { DuplicatePairRow } from './duplicate-pair-row';
import type { MergePair } from './merge-contacts-dialog';
import { MergeContactsPopup } from './merge-contacts-popup';

export interface DuplicatesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens a contact's detail (the dialog closes). */
  onOpen: (contact: { id: string }) => void;
  /** Names the members in the merge dialog's Assigned to choice. */
  assigneeName?: AssigneeName | undefined;
}

/**
 * Possible duplicates: the pairs of contacts that share an email, a phone, or a name and company,
 * newest found first, each with why; a name opens that contact, Merge merges the pair (the
 * first contact kept unless the user swaps).
 */
export const DuplicatesDialog = ({
  open,
  onClose,
  onOpen,
  assigneeName,
}: DuplicatesDialogProps) => {
  const titleId = useId();
  const query = useDuplicatesPages({ enabled: open });
  const [merging, setMerging] = useState<MergePair | null>(null);
  const pairs = query.data?.pages.flatMap((page) => page.items) ?? [];
  const openContact = (contact: { id: string }) => {
    onClose();
    onOpen(contact);
  };
  return (
    <>
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
                <DuplicatePairRow
                  key={`${pair.contact.id}|${pair.other.id}`}
                  pair={pair}
                  onOpen={openContact}
                  onMerge={(shown) =>
                    setMerging({ thisId: shown.contact.id, otherId: shown.other.id })
                  }
                />
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
      <MergeContactsPopup
        open={merging !== null}
        pair={merging}
        onClose={() => setMerging(null)}
        assigneeName={assigneeName}
      />
    </>
  );
};
