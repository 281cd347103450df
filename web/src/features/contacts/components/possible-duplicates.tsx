import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import {
  DUPLICATE_REASON_LABELS,
  type DuplicatePair,
} from '@salesflow/shared/contacts/contact-duplicates';
import { Fragment } from 'react';
import { useContactDuplicates } from '../api/get-contact-duplicates';

export interface PossibleDuplicatesProps {
  contactId: string;
  /** Opens another contact's detail in its place; absent, the names are not links. */
  onOpen?: ((contact: { id: string }) => void) | undefined;
}

const why = (pair: DuplicatePair) =>
  pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ');

/**
 * "Possible duplicate of …" in the contact's drawer: each contact it may be (same email, phone,
 * or name and company), a link that opens it. Nothing while there is none, or while it loads.
 */
export const PossibleDuplicates = ({ contactId, onOpen }: PossibleDuplicatesProps) => {
  const { data } = useContactDuplicates(contactId);
  const pairs = data?.items ?? [];
  if (!pairs.length) return null;
  return (
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
        </Fragment>
      ))}
    </Alert>
  );
};
