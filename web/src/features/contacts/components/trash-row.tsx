import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TrashedContact } from '@salesflow/shared/contacts/contact-trash';
import { useRestoreFromTrash } from '../hooks/use-restore-from-trash';
import { deletedLabel, purgeLabel } from '../utils/trash-labels';

export interface TrashRowProps {
  item: TrashedContact;
  /** The organization's time zone, for the days shown. */
  timeZone: string;
}

/**
 * One deleted contact: who, when it was deleted, when it is gone for good, and Restore (the
 * toast says whether it came back and, if not, why; a restored one leaves the list).
 */
export const TrashRow = ({ item, timeZone }: TrashRowProps) => {
  const { restore, pending } = useRestoreFromTrash();
  const { contact } = item;
  return (
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
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {contact.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {[contact.email, contact.company].filter(Boolean).join(' · ') || '—'}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {`${deletedLabel(item.deletedAt, timeZone)} · ${purgeLabel(item.purgeAt, timeZone)}`}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Restore ${contact.name}`}
        loading={pending}
        onClick={() => void restore([contact.id])}
      >
        Restore
      </Button>
    </Box>
  );
};
