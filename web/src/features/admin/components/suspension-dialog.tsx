import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminAccount } from '@salesflow/shared/admin/admin.schema';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { bindFormFields } from '../../../lib/form-fields';
import { useSetAccountSuspension } from '../api/set-account-suspension';
import { useSuspensionForm } from '../hooks/use-suspension-form';
import { DialogError } from './dialog-error';

export interface SuspensionDialogProps {
  open: boolean;
  account: AdminAccount | null;
  onClose: () => void;
}

/** Suspend an account (or reactivate a suspended one), with the reason the audit log keeps. */
export const SuspensionDialog = ({ open, account, onClose }: SuspensionDialogProps) => {
  const suspend = account?.status !== 'suspended';
  return (
    <FormDialog
      open={open}
      title={suspend ? 'Suspend Account' : 'Reactivate Account'}
      onClose={onClose}
      paperMaxWidth={480}
    >
      {account ? (
        <SuspensionForm
          key={account.organizationId}
          account={account}
          suspend={suspend}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
};

interface SuspensionFormProps {
  account: AdminAccount;
  /** True to suspend, false to reactivate. */
  suspend: boolean;
  onClose: () => void;
}

const SuspensionForm = ({ account, suspend, onClose }: SuspensionFormProps) => {
  const toast = useToast();
  const mutation = useSetAccountSuspension();
  const form = useSuspensionForm(suspend);
  const pending = mutation.isPending;
  const { text } = bindFormFields('admin-suspension', {
    values: form.values,
    errors: form.errors,
    disabled: pending,
    onChange: form.setField,
  });
  const confirm = form.handleSubmit((payload) =>
    mutation.mutate(
      { organizationId: account.organizationId, ...payload },
      {
        onSuccess: () => {
          toast({
            title: suspend ? 'Account suspended' : 'Account reactivated',
            description: account.organizationName,
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
    <form noValidate onSubmit={confirm}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText>
          {suspend
            ? `Every member of ${account.organizationName} (${account.email}) is refused from their next request until it is reactivated.`
            : `The members of ${account.organizationName} (${account.email}) can work again at once.`}
        </DialogContentText>
        {!suspend && account.suspendedReason ? (
          <DialogContentText sx={{ mt: 1 }}>
            {`Suspended because: ${account.suspendedReason}`}
          </DialogContentText>
        ) : null}
        <Stack spacing={2.5} sx={{ pt: 2.5 }}>
          <TextField
            {...text('reason', 'Reason')}
            required
            multiline
            minRows={2}
            placeholder="Why, for the audit log"
            autoFocus
          />
          <DialogError
            error={mutation.error}
            fallback={
              suspend ? 'Failed to suspend the account' : 'Failed to reactivate the account'
            }
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        pending={pending}
        submitLabel={suspend ? 'Suspend' : 'Reactivate'}
        color={suspend ? 'error' : 'primary'}
      />
    </form>
  );
};
