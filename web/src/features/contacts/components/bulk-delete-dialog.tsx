import { TRASH_DAYS } from '@salesflow/shared/contacts/contact-trash';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface BulkDeleteDialogProps {
  open: boolean;
  count: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Delete 3 contacts?" for the ticked contacts, saying they can be had back from the trash. The
 * count asked about stays while the dialog fades out, though the deleted ones have left the
 * selection.
 */
export const BulkDeleteDialog = ({
  open,
  count,
  pending,
  onConfirm,
  onClose,
}: BulkDeleteDialogProps) => {
  const [asked, setAsked] = useState(count);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAsked(count);
  }
  const one = asked === 1;
  return (
    <ConfirmDialog
      open={open}
      title="Delete contacts"
      message={`Delete ${asked.toLocaleString('en-US')} contact${one ? '' : 's'}? ${one ? 'It stays' : 'They stay'} in the trash for ${TRASH_DAYS} days.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
