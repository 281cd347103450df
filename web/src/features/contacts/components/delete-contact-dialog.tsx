import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { DeleteRecordDialog } from '../../../components/delete-record-dialog';
import { useDeleteContact } from '../api/delete-contact';
import { useContactDeals } from '../api/get-contact-deals';
import { useRestoreFromTrash } from '../hooks/use-restore-from-trash';
import { deletedContactDealsNotice } from '../utils/contact-labels';

export interface DeleteContactDialogProps {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}

export const DeleteContactDialog = ({ open, contact, onClose }: DeleteContactDialogProps) => {
  const remove = useDeleteContact();
  const { restore } = useRestoreFromTrash();
  // Asked only while the dialog is open, and not once this contact's deletion has started (the
  // refresh after it would ask again for a contact that is gone). Until the deals are known, or if
  // they cannot be, the question stands alone.
  const deals = useContactDeals(contact?.id ?? '', {
    enabled: open && contact !== null && remove.variables !== contact.id,
  });
  const detail =
    contact && deals.data ? deletedContactDealsNotice(contact.name, deals.data.length) : null;
  return (
    <DeleteRecordDialog
      open={open}
      noun="Contact"
      record={contact}
      message="Are you sure you want to delete this contact?"
      detail={detail}
      remove={remove}
      failureMessage={() => 'Failed to delete contact. Please try again.'}
      onUndo={(deleted) => void restore([deleted.id])}
      onClose={onClose}
    />
  );
};
