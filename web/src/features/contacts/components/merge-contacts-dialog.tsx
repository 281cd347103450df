import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { contactQueryOptions } from '../api/get-contact';
import { useMergeContacts } from '../api/merge-contacts';
import type { AssigneeName } from '../types/contacts-team';
import { MergeForm } from './merge-form';

/** Two possible duplicates: the one it was opened from ("this", kept unless swapped), the other. */
export interface MergePair {
  thisId: string;
  otherId: string;
}

export interface MergeContactsDialogProps {
  /** The two to merge; none: closed. */
  pair: MergePair | null;
  /** Whether it shows: with a pair (lazyPopup loads its code the first time). */
  open?: boolean | undefined;
  onClose: () => void;
  /** Once merged, with the contact kept as the merge left it. */
  onMerged?: ((kept: Contact) => void) | undefined;
  /** Names the members in the Assigned to choice; without it, their ids. */
  assigneeName?: AssigneeName | undefined;
}

type LoaderProps = Omit<MergeContactsDialogProps, 'pair' | 'open'> & {
  pair: MergePair;
  merge: ReturnType<typeof useMergeContacts>;
};

/** Both contacts in full, read afresh; then the form. */
const MergeLoader = ({ pair, merge, onClose, ...rest }: LoaderProps) => {
  // Not read again once the merge is sent: the refresh after it would ask for the deleted one.
  const enabled = merge.isIdle || merge.isError;
  const first = useQuery({ ...contactQueryOptions(pair.thisId), enabled });
  const second = useQuery({ ...contactQueryOptions(pair.otherId), enabled });
  if (first.data && second.data)
    return (
      <MergeForm
        first={first.data}
        second={second.data}
        merge={merge}
        onClose={onClose}
        {...rest}
      />
    );
  const error = first.error ?? second.error;
  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        {error ? (
          <Alert severity="error">
            Failed to load the contacts. {errorMessage(error, 'Please try again.')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled>
          Merge
        </Button>
      </DialogActions>
    </>
  );
};

/**
 * Merge duplicates (issue 27): one contact's activities, deals, calls, messages, tasks and tags
 * move onto the other, the user choosing whose value each differing field keeps, and it is
 * deleted. A failure is said inside the dialog, which stays open.
 */
export const MergeContactsDialog = ({
  pair,
  onClose,
  onMerged,
  assigneeName,
}: MergeContactsDialogProps) => {
  const merge = useMergeContacts();
  return (
    <FormDialog
      open={pair !== null}
      title="Merge duplicates"
      onClose={() => {
        if (!merge.isPending) onClose();
      }}
      onExited={merge.reset}
    >
      {pair ? (
        <MergeLoader
          key={`${pair.thisId}|${pair.otherId}`}
          pair={pair}
          merge={merge}
          onClose={onClose}
          onMerged={onMerged}
          assigneeName={assigneeName}
        />
      ) : null}
    </FormDialog>
  );
};
