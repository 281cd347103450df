import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { useId } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateDeal } from '../api/create-deal';
import type { DealPayload } from '../api/deal-payload';
import { useUpdateDeal } from '../api/update-deal';
import { dealFormValues, useDealForm } from '../hooks/use-deal-form';
import { DealFormFields } from './deal-form-fields';

export interface DealFormDialogProps {
  open: boolean;
  /** An existing deal puts the dialog in edit mode. */
  deal?: Deal | null;
  onClose: () => void;
}

/** Add New Deal / Edit Deal (document 1, "Deals screen"). */
export const DealFormDialog = ({ open, deal, onClose }: DealFormDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{deal?.id ? 'Edit Deal' : 'Add New Deal'}</DialogTitle>
      {/* The dialog unmounts its content once closed, which resets the form. */}
      <DealForm key={deal?.id ?? 'new'} deal={deal} onDone={onClose} />
    </Dialog>
  );
};

interface DealFormProps {
  deal: Deal | null | undefined;
  onDone: () => void;
}

const DealForm = ({ deal, onDone }: DealFormProps) => {
  const toast = useToast();
  const form = useDealForm(dealFormValues(deal));
  const create = useCreateDeal();
  const update = useUpdateDeal();
  const id = deal?.id;
  const pending = create.isPending || update.isPending;

  const onError = (fallback: string) => (error: Error) => {
    if (error instanceof ApiError) form.showServerErrors(error.details);
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'error' });
  };
  const onSuccess = (title: string, description: string) => () => {
    toast({ title, description, variant: 'success' });
    onDone();
  };

  const save = (payload: DealPayload) => {
    if (id) {
      update.mutate(
        { id, payload },
        {
          onSuccess: onSuccess('Deal Updated', 'Deal has been updated successfully.'),
          onError: onError('Failed to update deal.'),
        },
      );
      return;
    }
    create.mutate(payload, {
      onSuccess: onSuccess('Deal Created', 'Deal has been created successfully.'),
      onError: onError('Failed to create deal.'),
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <DialogContent sx={{ pt: 1 }}>
        <DealFormFields
          values={form.values}
          errors={form.errors}
          disabled={pending}
          onChange={form.setField}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {id ? 'Update Deal' : 'Create Deal'}
        </Button>
      </DialogActions>
    </form>
  );
};
