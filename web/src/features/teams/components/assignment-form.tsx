import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import type { ValidatedForm } from '../../../lib/use-validated-form';
import type { AssignmentFormValues } from '../hooks/use-assignment-form';
import { AssignmentFields } from './assignment-fields';

export interface AssignmentFormProps<P> {
  form: ValidatedForm<AssignmentFormValues, P>;
  pending: boolean;
  submitLabel: string;
  /** Said above the fields (which leads are meant). */
  intro?: ReactNode;
  onSubmit: (payload: P) => void;
  onCancel: () => void;
}

/** The assign and reassign dialogs' form: member, priority, notes, then Cancel and submit. */
export const AssignmentForm = <P,>({
  form,
  pending,
  submitLabel,
  intro,
  onSubmit,
  onCancel,
}: AssignmentFormProps<P>) => (
  <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
    <DialogContent sx={{ pt: 1 }}>
      {intro}
      <AssignmentFields
        values={form.values}
        errors={form.errors}
        disabled={pending}
        onChange={form.setField}
      />
    </DialogContent>
    <FormDialogActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} />
  </form>
);
