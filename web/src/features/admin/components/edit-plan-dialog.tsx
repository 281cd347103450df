import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminAccount } from '@salesflow/shared/admin/admin.schema';
import { PLAN_IDS, type PlanId } from '@salesflow/shared/auth/auth-user';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { bindFormFields } from '../../../lib/form-fields';
import { useSetAccountPlan } from '../api/set-account-plan';
import { usePlanForm } from '../hooks/use-plan-form';
import { planLabel } from '../utils/admin-labels';
import { DialogError } from './dialog-error';

export interface EditPlanDialogProps {
  open: boolean;
  account: AdminAccount | null;
  onClose: () => void;
}

/** Edit: set an account's plan, or move its trial's end by choosing Trial and a number of days. */
export const EditPlanDialog = ({ open, account, onClose }: EditPlanDialogProps) => (
  <FormDialog open={open} title="Edit Plan" onClose={onClose} paperMaxWidth={480}>
    {account ? (
      <EditPlanForm key={account.organizationId} account={account} onClose={onClose} />
    ) : null}
  </FormDialog>
);

interface EditPlanFormProps {
  account: AdminAccount;
  onClose: () => void;
}

const EditPlanForm = ({ account, onClose }: EditPlanFormProps) => {
  const toast = useToast();
  const setPlan = useSetAccountPlan();
  const form = usePlanForm(account);
  const pending = setPlan.isPending;
  const { field, text } = bindFormFields('admin-plan', {
    values: form.values,
    errors: form.errors,
    disabled: pending,
    onChange: form.setField,
  });
  const save = form.handleSubmit((payload) =>
    setPlan.mutate(
      { organizationId: account.organizationId, ...payload },
      {
        onSuccess: () => {
          toast({
            title: 'Plan updated',
            description: `${account.organizationName} is now on ${planLabel(payload.planId)}.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.showServerErrors(error.details);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={save}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          {`${account.organizationName} (${account.email}) is on ${planLabel(account.plan)}.`}
        </DialogContentText>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            {...field('planId', 'Plan')}
            select
            value={form.values.planId}
            onChange={(event) => form.setField('planId', event.target.value as PlanId)}
          >
            {PLAN_IDS.map((plan) => (
              <MenuItem key={plan} value={plan}>
                {planLabel(plan)}
              </MenuItem>
            ))}
          </TextField>
          {form.values.planId === 'trial' ? (
            <TextField
              {...text('trialDays', 'Trial days')}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 90, step: 1, inputMode: 'numeric' } }}
              helperText={form.errors.trialDays ?? 'The trial ends this many days from now (1–90)'}
            />
          ) : null}
          <TextField
            {...text('reason', 'Reason')}
            required
            multiline
            minRows={2}
            placeholder="Why, for the audit log"
          />
          <DialogError error={setPlan.error} fallback="Failed to update the plan" />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} pending={pending} submitLabel="Save" />
    </form>
  );
};
