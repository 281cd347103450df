import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { TAG_LIMITS, tagField } from '@salesflow/shared/contacts/contact-tags';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import { matchingNoun } from '../utils/bulk-job-labels';

export type BulkTagMode = 'tag' | 'untag';

export interface BulkTagDialogProps {
  /** Add the tag to the ticked contacts, or take it off them; none: closed. */
  mode: BulkTagMode | null;
  /** Whether it shows: with a mode (lazyPopup loads its code the first time). */
  open?: boolean | undefined;
  count: number;
  /** Every contact the list matches is chosen ("Select all N matching"), not only those ticked. */
  matching?: boolean;
  /** How many the list matches, when its count says so; null: not known. */
  matchingTotal?: number | null;
  pending: boolean;
  onClose: () => void;
  /** The tag as the server will keep it (trimmed, spaces folded), checked by the same rules. */
  onSubmit: (mode: BulkTagMode, tag: string) => void;
}

const TITLES: Record<BulkTagMode, string> = { tag: 'Add a tag', untag: 'Remove a tag' };
const SUBMIT: Record<BulkTagMode, string> = { tag: 'Add tag', untag: 'Remove tag' };

const TagForm = ({
  mode,
  count,
  matching = false,
  matchingTotal = null,
  pending,
  onClose,
  onSubmit,
}: BulkTagDialogProps & { mode: BulkTagMode }) => {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const one = !matching && count === 1;
  const whom = matching
    ? matchingNoun(matchingTotal)
    : `the ${count.toLocaleString('en-US')} selected contact${one ? '' : 's'}`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = tagField.safeParse(draft);
        if (!checked.success) {
          setProblem(checked.error.issues[0]?.message);
          return;
        }
        onSubmit(mode, checked.data);
      }}
    >
      <DialogContent sx={{ pt: 1 }}>
        <DialogContentText sx={{ mb: 1 }}>
          {mode === 'tag'
            ? `The tag is added to ${whom} that ${one ? 'does' : 'do'} not have it yet.`
            : `The tag is taken off ${whom} that ${one ? 'has' : 'have'} it.`}
        </DialogContentText>
        <TextField
          id="bulk-tag"
          label="Tag"
          required
          fullWidth
          autoFocus
          margin="dense"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem}
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: TAG_LIMITS.length } }}
        />
      </DialogContent>
      <FormDialogActions onCancel={onClose} pending={pending} submitLabel={SUBMIT[mode]} />
    </form>
  );
};

/** Add a tag to the ticked contacts, or remove one from them (the selection bar's Tags menu). */
export const BulkTagDialog = (props: BulkTagDialogProps) => (
  <FormDialog
    open={props.mode !== null}
    title={TITLES[props.mode ?? 'tag']}
    onClose={props.onClose}
    paperMaxWidth={440}
  >
    {props.mode ? <TagForm key={props.mode} {...props} mode={props.mode} /> : null}
  </FormDialog>
);
