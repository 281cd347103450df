import DialogContent from '@mui/material/DialogContent';
import type { ComponentType } from 'react';
import type { FormFieldsProps } from '../../lib/form-fields';
import type { ValidatedForm } from '../../lib/use-validated-form';
import { FormDialogActions } from './form-dialog-actions';
import { type RecordSaveOptions, useRecordSave } from './use-record-save';

export interface RecordFormProps<V, P> extends Omit<RecordSaveOptions<P>, 'showDetails'> {
  form: ValidatedForm<V, P>;
  /** Puts a failed save's field details beside their fields; by default the form's own matching. */
  showDetails?: RecordSaveOptions<P>['showDetails'];
  submitLabel: string;
  /** The record's own fields. */
  Fields: ComponentType<FormFieldsProps<V>>;
}

/**
 * An add/edit dialog's form: the record's fields, then Cancel and the submit button. A valid
 * form creates the record (or updates the one with `id`); while saving everything is disabled.
 */
export const RecordForm = <V, P>({
  form,
  showDetails = (error) => form.showServerErrors(error.details),
  submitLabel,
  Fields,
  ...saveOptions
}: RecordFormProps<V, P>) => {
  const { save, pending } = useRecordSave({ ...saveOptions, showDetails });
  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <DialogContent sx={{ pt: 1 }}>
        <Fields
          values={form.values}
          errors={form.errors}
          disabled={pending}
          onChange={form.setField}
        />
      </DialogContent>
      <FormDialogActions
        onCancel={saveOptions.onDone}
        pending={pending}
        submitLabel={submitLabel}
      />
    </form>
  );
};
