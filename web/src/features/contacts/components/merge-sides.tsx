// Not SwapHoriz: the organization switcher (first screen) has it, and sharing it made it a chunk
// of its own that the first screen loads.
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';

export interface MergeSidesProps {
  kept: Contact;
  other: Contact;
  disabled: boolean;
  /** Keeps the other contact instead. */
  onSwap: () => void;
}

const Side = ({ label, contact }: { label: string; contact: Contact }) => (
  <Box
    component="section"
    aria-label={label}
    sx={{ minWidth: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
  >
    <Typography variant="overline" color="textSecondary" component="p">
      {label}
    </Typography>
    <Typography variant="subtitle2" component="p" sx={{ wordBreak: 'break-word' }}>
      {contact.name}
    </Typography>
    <Typography variant="body2" color="textSecondary" sx={{ wordBreak: 'break-word' }}>
      {[contact.email, contact.phone, contact.company].filter(Boolean).join(' · ') || '—'}
    </Typography>
  </Box>
);

/** The two contacts side by side: the one kept, and the one merged into it and deleted. */
export const MergeSides = ({ kept, other, disabled, onSwap }: MergeSidesProps) => (
  <Box sx={{ mb: 1 }}>
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <Side label="Kept" contact={kept} />
      <Side label="Merged in and deleted" contact={other} />
    </Box>
    <Button
      size="small"
      startIcon={<CompareArrowsIcon />}
      onClick={onSwap}
      disabled={disabled}
      sx={{ mt: 1 }}
    >
      Swap
    </Button>
  </Box>
);
