import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DUPLICATE_REASON_LABELS,
  type DuplicateContact,
  type DuplicatePair,
} from '@salesflow/shared/contacts/contact-duplicates';

export interface DuplicatePairRowProps {
  pair: DuplicatePair;
  /** Opens a contact's detail. */
  onOpen: (contact: { id: string }) => void;
  /** Opens the merge dialog on this pair. */
  onMerge: (pair: DuplicatePair) => void;
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

/** One pair of possible duplicates: both contacts, why, and Merge. */
export const DuplicatePairRow = ({ pair, onOpen, onMerge }: DuplicatePairRowProps) => (
  <Box
    component="li"
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
    <Side contact={pair.contact} onOpen={() => onOpen(pair.contact)} />
    <Side contact={pair.other} onOpen={() => onOpen(pair.other)} />
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {pair.reasons.map((reason) => (
        <Chip key={reason} size="small" label={DUPLICATE_REASON_LABELS[reason]} />
      ))}
    </Box>
    <Button
      size="small"
      variant="outlined"
      aria-label={`Merge ${pair.contact.name} and ${pair.other.name}`}
      aria-haspopup="dialog"
      onClick={() => onMerge(pair)}
    >
      Merge
    </Button>
  </Box>
);
