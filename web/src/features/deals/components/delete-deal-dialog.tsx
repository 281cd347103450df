import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { DeleteRecordDialog } from '../../../components/delete-record-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDeal } from '../api/delete-deal';

export interface DeleteDealDialogProps {
  open: boolean;
  deal: Deal | null;
  onClose: () => void;
}

export const DeleteDealDialog = ({ open, deal, onClose }: DeleteDealDialogProps) => {
  const remove = useDeleteDeal();
  return (
    <DeleteRecordDialog
      open={open}
      noun="Deal"
      record={deal ? { id: deal.id, name: deal.title } : null}
      message="Are you sure you want to delete this deal? This cannot be undone."
      remove={remove}
      failureMessage={(error) => errorMessage(error, 'Failed to delete deal.')}
      onClose={onClose}
    />
  );
};
