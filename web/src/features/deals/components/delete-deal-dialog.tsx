import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDeal } from '../api/delete-deal';

export interface DeleteDealDialogProps {
  open: boolean;
  deal: Deal | null;
  onClose: () => void;
}

export const DeleteDealDialog = ({ open, deal, onClose }: DeleteDealDialogProps) => {
  const toast = useToast();
  const remove = useDeleteDeal();
  const confirm = () => {
    if (!deal) return;
    remove.mutate(deal.id, {
      onSuccess: () => {
        toast({
          title: 'Deal Deleted',
          description: 'Deal has been deleted successfully.',
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => {
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete deal.'),
          variant: 'error',
        });
      },
    });
  };
  return (
    <ConfirmDialog
      open={open}
      title={deal ? `Delete ${deal.title}?` : 'Delete deal?'}
      message="Are you sure you want to delete this deal? This cannot be undone."
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
