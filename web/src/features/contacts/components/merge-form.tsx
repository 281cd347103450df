import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  DUPLICATE_MERGE_LABELS,
  differingMergeFields,
} from '@salesflow/shared/contacts/duplicate-merge';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { useMergeContacts } from '../api/merge-contacts';
import type { AssigneeName } from '../types/contacts-team';
import {
  keepOf,
  type MergePicks,
  mergeDetailText,
  mergeOutcome,
  mergeValueLabel,
  pickedSide,
} from '../utils/merge-choices';
import { MergeFieldChoice } from './merge-field-choice';
import { MergeSides } from './merge-sides';

export interface MergeFormProps {
  /** The contact it was opened from: kept unless the user swaps. */
  first: Contact;
  second: Contact;
  merge: ReturnType<typeof useMergeContacts>;
  onClose: () => void;
  onMerged?: ((kept: Contact) => void) | undefined;
  assigneeName?: AssigneeName | undefined;
}

const MergeError = ({ error }: { error: Error | null }) => {
  if (!error) return null;
  const details = error instanceof ApiError ? error.details : [];
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {errorMessage(error, 'Failed to merge the contacts. Please try again.')}
      {details.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {details.map((detail) => (
            <li key={`${detail.field}|${detail.message}`}>{mergeDetailText(detail)}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
};

/**
 * The merge itself: which contact is kept (Swap keeps the other), whose value stays for each
 * field on which they differ, what happens to the rest; Merge sends it.
 */
export const MergeForm = ({
  first,
  second,
  merge,
  onClose,
  onMerged,
  assigneeName,
}: MergeFormProps) => {
  const toast = useToast();
  const [swapped, setSwapped] = useState(false);
  const [picks, setPicks] = useState<MergePicks>({});
  const kept = swapped ? second : first;
  const other = swapped ? first : second;
  const fields = differingMergeFields(kept, other);
  const pending = merge.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keep = keepOf(fields, kept, other, picks);
    merge.mutate(
      { id: kept.id, otherId: other.id, keep },
      {
        onSuccess: (result) => {
          toast(
            result.pending
              ? {
                  title: `Merging ${other.name} into ${kept.name}`,
                  description: 'A long history is still moving: it ends within a minute.',
                  variant: 'success',
                }
              : { title: `Merged ${other.name} into ${kept.name}`, variant: 'success' },
          );
          onClose();
          onMerged?.(result.contact);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <MergeSides
          kept={kept}
          other={other}
          disabled={pending}
          onSwap={() => setSwapped((now) => !now)}
        />
        {fields.map((field) => (
          <MergeFieldChoice
            key={field}
            label={DUPLICATE_MERGE_LABELS[field]}
            values={{
              this: mergeValueLabel(field, kept, assigneeName),
              other: mergeValueLabel(field, other, assigneeName),
            }}
            side={pickedSide(field, kept, other, picks)}
            disabled={pending}
            onChange={(side) =>
              setPicks((now) => ({ ...now, [field]: side === 'this' ? kept.id : other.id }))
            }
          />
        ))}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {fields.length ? '' : 'Their details are the same. '}
          {mergeOutcome(kept.name, other.name)}
        </Typography>
        <MergeError error={merge.error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Merging...' : 'Merge'}
        </Button>
      </DialogActions>
    </form>
  );
};
