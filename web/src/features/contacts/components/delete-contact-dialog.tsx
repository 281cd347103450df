import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { DeleteRecordDialog } from '../../../components/delete-record-dialog';
import { useDeleteContact } from '../api/delete-contact';

export interface DeleteContactDialogProps {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}

export const DeleteContactDialog = ({ open, contact, onClose }: DeleteContactDialogProps) => {
  const remove = useDeleteContact();
  return (
    <DeleteRecordDialog
      open={open}
      noun="Contact"
      record={contact}
      message="Are you sure you want to delete this contact?"
      remove={remove}
      failureMessage={() => 'Failed to delete contact. Please try again.'}
      onClose={onClose}
    />
  );
};
