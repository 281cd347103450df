import { TRASH_DAYS } from '@salesflow/shared/contacts/contact-trash';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { matchingNoun } from '../utils/bulk-job-labels';

export interface BulkDeleteDialogProps {
  open: boolean;
  count: number;
  /** Every contact the list matches is to go ("Select all N matching"), not only those ticked. */
  matching?: boolean;
  /** How many the list matches, when its count says so; null: not known. */
  matchingTotal?: number | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const question = (count: number, matching: boolean, matchingTotal: number | null) => {
  if (matching) return `Delete ${matchingNoun(matchingTotal)}? They stay`;
  const one = count === 1;
  return `Delete ${count.toLocaleString('en-US')} contact${one ? '' : 's'}? ${one ? 'It stays' : 'They stay'}`;
};

/**
 * "Delete 3 contacts?" for the ticked contacts, or "Delete all 1,234 matching contacts?" for a
 * filter's every match, saying they can be had back from the trash. The question asked stays
 * while the dialog fades out, though the deleted ones have left the selection.
 */
export const BulkDeleteDialog = ({
  open,
  count,
  matching = false,
  matchingTotal = null,
  pending,
  onConfirm,
  onClose,
}: BulkDeleteDialogProps) => {
  const asking = `${question(count, matching, matchingTotal)} in the trash for ${TRASH_DAYS} days.`;
  const [asked, setAsked] = useState(asking);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAsked(asking);
  }
  return (
    <ConfirmDialog
      open={open}
      title="Delete contacts"
      message={asked}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
