import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import {
  DUPLICATE_REASON_LABELS,
  type DuplicatePair,
} from '@salesflow/shared/contacts/contact-duplicates';
import { Fragment, useState } from 'react';
import { useContactDuplicates } from '../api/get-contact-duplicates';
import type { AssigneeName } from '../types/contacts-team';
import { MergeContactsPopup } from './merge-contacts-popup';

export interface PossibleDuplicatesProps {
  contactId: string;
  /** Opens another contact's detail in its place; absent, the names are not links. */
  onOpen?: ((contact: { id: string }) => void) | undefined;
  /** Whether the user may change this contact, so merge another into it; absent, no. */
  mayMerge?: boolean | undefined;
  /** Once merged, with the contact kept (this one, or the other if the user swapped). */
  onMerged?: ((kept: Contact) => void) | undefined;
  assigneeName?: AssigneeName | undefined;
}

const why = (pair: DuplicatePair) =>
  pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ');

interface NoteProps extends Pick<PossibleDuplicatesProps, 'onOpen'> {
  pairs: DuplicatePair[];
  /** Opens the merge dialog with that contact; absent, no Merge buttons. */
  onMerge: ((other: { id: string }) => void) | undefined;
}

const DuplicatesNote = ({ pairs, onOpen, onMerge }: NoteProps) => (
  <Alert severity="warning" sx={{ mx: 3, mb: 2 }} role="note" aria-label="Possible duplicates">
    Possible duplicate of{' '}
    {pairs.map((pair, i) => (
      <Fragment key={pair.other.id}>
        {i > 0 ? (i === pairs.length - 1 ? ' and ' : ', ') : null}
        {onOpen ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => onOpen(pair.other)}
            sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
          >
            {pair.other.name}
          </Link>
        ) : (
          <strong>{pair.other.name}</strong>
        )}{' '}
        ({why(pair)})
        {onMerge ? (
          <>
            {' '}
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              aria-label={`Merge with ${pair.other.name}`}
              aria-haspopup="dialog"
              onClick={() => onMerge(pair.other)}
              sx={{ minWidth: 0, py: 0, px: 0.75, lineHeight: 1.5, verticalAlign: 'baseline' }}
            >
              Merge
            </Button>
          </>
        ) : null}
      </Fragment>
    ))}
  </Alert>
);

/**
 * "Possible duplicate of …" in the contact's drawer: each contact it may be (same email, phone,
 * or name and company), a link that opens it, and for whoever may change this contact a Merge
 * button. Nothing while there is none, or while it loads.
 */
export const PossibleDuplicates = ({
  contactId,
  onOpen,
  mayMerge = false,
  onMerged,
  assigneeName,
}: PossibleDuplicatesProps) => {
  const { data } = useContactDuplicates(contactId);
  const [mergingWith, setMergingWith] = useState<string | null>(null);
  const pairs = data?.items ?? [];
  return (
    <>
      {pairs.length ? (
        <DuplicatesNote
          pairs={pairs}
          onOpen={onOpen}
          onMerge={mayMerge ? (other) => setMergingWith(other.id) : undefined}
        />
      ) : null}
      <MergeContactsPopup
        open={mergingWith !== null}
        pair={mergingWith ? { thisId: contactId, otherId: mergingWith } : null}
        onClose={() => setMergingWith(null)}
        onMerged={onMerged}
        assigneeName={assigneeName}
      />
    </>
  );
};
