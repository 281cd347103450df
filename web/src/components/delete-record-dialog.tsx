import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { RecordMutation } from './form-dialog/use-record-save';
import { useToast } from './toast/use-toast';

export interface DeleteRecordDialogProps {
  open: boolean;
  /** "Contact": the title reads "Delete contact?" until a record is chosen, the toast "Contact Deleted". */
  noun: string;
  /** The record to delete, with the name the title shows. */
  record: { id: string; name: string } | null;
  message: string;
  /** What else deleting does (to the records linked to this one), said after the question. */
  detail?: ReactNode;
  /** Deletes by id. */
  remove: RecordMutation<string>;
  /** The error toast's text when deleting fails. */
  failureMessage: (error: Error) => string;
  /** Brings the deleted record back: the success toast offers it as Undo. */
  onUndo?: ((record: { id: string; name: string }) => void) | undefined;
  onClose: () => void;
}

/** Asks before deleting a record; deletes it, says so and closes, or says why it could not. */
export const DeleteRecordDialog = ({
  open,
  noun,
  record,
  message,
  detail,
  remove,
  failureMessage,
  onUndo,
  onClose,
}: DeleteRecordDialogProps) => {
  const toast = useToast();
  const confirm = () => {
    if (!record) return;
    const deleted = record;
    remove.mutate(record.id, {
      onSuccess: () => {
        toast({
          title: `${noun} Deleted`,
          description: `${noun} has been deleted successfully.`,
          variant: 'success',
          ...(onUndo && { action: { label: 'Undo', onClick: () => onUndo(deleted) } }),
        });
        onClose();
      },
      onError: (error) => {
        toast({ title: 'Error', description: failureMessage(error), variant: 'error' });
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      title={record ? `Delete ${record.name}?` : `Delete ${noun.toLowerCase()}?`}
      message={message}
      detail={detail}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
