import type { Deal } from '@salesflow/shared/deals/deal.schema';
import { useCustomFields } from '../../../components/custom-fields/custom-fields-api';
import { customServerDetails } from '../../../components/custom-fields/custom-inputs';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { RecordForm } from '../../../components/form-dialog/record-form';
import { useCreateDeal } from '../api/create-deal';
import { useUpdateDeal } from '../api/update-deal';
import { dealFormValues, useDealForm } from '../hooks/use-deal-form';
import { useProposalFollowUp } from '../hooks/use-proposal-follow-up';
import { DealFormFields } from './deal-form-fields';

export interface DealFormDialogProps {
  open: boolean;
  /** An existing deal puts the dialog in edit mode. */
  deal?: Deal | null;
  onClose: () => void;
}

/** Add New Deal / Edit Deal (document 1, "Deals screen"). */
export const DealFormDialog = ({ open, deal, onClose }: DealFormDialogProps) => (
  <FormDialog open={open} title={deal?.id ? 'Edit Deal' : 'Add New Deal'} onClose={onClose}>
    <DealForm key={deal?.id ?? 'new'} deal={deal} onDone={onClose} />
  </FormDialog>
);

interface DealFormProps {
  deal: Deal | null | undefined;
  onDone: () => void;
}

const DealForm = ({ deal, onDone }: DealFormProps) => {
  // The organization's deal fields: their inputs are checked and sent with the deal's own.
  const fields = useCustomFields('deal').data;
  const form = useDealForm(dealFormValues(deal), deal, fields);
  const create = useCreateDeal();
  const update = useUpdateDeal();
  const followUp = useProposalFollowUp();
  return (
    <RecordForm
      form={form}
      noun="Deal"
      id={deal?.id}
      create={create}
      update={update}
      showDetails={(error) => form.showServerErrors(customServerDetails(error.details))}
      onDone={onDone}
      submitLabel={deal?.id ? 'Update Deal' : 'Create Deal'}
      // Moved to Proposal here as on the board: the toast offers the follow-up in 3 days.
      updatedAction={(payload) =>
        deal && payload.stage === 'proposal' && deal.stage !== 'proposal'
          ? followUp({ ...deal, title: payload.title })
          : undefined
      }
      Fields={DealFormFields}
    />
  );
};
