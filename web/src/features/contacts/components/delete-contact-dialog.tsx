import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { useDeleteContact } from '../api/delete-contact';

export interface DeleteContactDialogProps {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}

export const DeleteContactDialog = ({ open, contact, onClose }: DeleteContactDialogProps) => {
  const toast = useToast();
  const remove = useDeleteContact();
  const confirm = () => {
    if (!contact) return;
    remove.mutate(contact.id, {
      onSuccess: () => {
        toast({
          title: 'Contact Deleted',
          description: 'Contact has been deleted successfully.',
          variant: 'success',
        });
        onClose();
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Failed to delete contact. Please try again.',
          variant: 'error',
        });
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      title={contact ? `Delete ${contact.name}?` : 'Delete contact?'}
      message="Are you sure you want to delete this contact?"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
