import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@salesflow/shared/custom-fields/custom-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { FormDialogActions } from '../../../components/form-dialog/form-dialog-actions';
import { useCustomFieldForm } from '../hooks/use-custom-field-form';
import { useCustomFieldSave } from '../hooks/use-custom-field-save';
import { CUSTOM_FIELD_TYPE_LABELS, KEY_MAX } from '../utils/custom-field-labels';

export interface CustomFieldDialogProps {
  open: boolean;
  /** The kind of record the field is on: fixed by the section it is added from. */
  entity: CustomFieldEntity;
  /** The field edited; none to add one. */
  field: CustomField | null;
  /** How many fields that kind has already: at the limit, a 409 is the limit, not the key. */
  count: number;
  onClose: () => void;
}

const RECORDS: Record<CustomFieldEntity, string> = { contact: 'Contacts', deal: 'Deals' };

const FieldForm = ({ entity, field, count, onClose }: CustomFieldDialogProps) => {
  const form = useCustomFieldForm(entity, field);
  const { save, pending } = useCustomFieldSave({
    adding: !field,
    count,
    showServerErrors: form.showServerErrors,
    onDone: onClose,
  });
  const common = (name: 'label' | 'key' | 'type' | 'options', label: string) => ({
    id: `custom-field-${name}`,
    label,
    fullWidth: true,
    margin: 'dense' as const,
    error: Boolean(form.errors[name]),
    helperText: form.errors[name],
    disabled: pending,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <DialogContent sx={{ pt: 1 }}>
        <TextField
          id="custom-field-entity"
          label="Applies to"
          fullWidth
          margin="dense"
          value={RECORDS[entity]}
          disabled
        />
        <TextField
          {...common('label', 'Label')}
          required
          autoFocus
          value={form.values.label}
          onChange={(event) => form.setLabel(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CUSTOM_FIELD_LIMITS.label } }}
        />
        <TextField
          {...common('key', 'Key')}
          required
          value={form.values.key}
          onChange={(event) => form.setKey(event.target.value)}
          disabled={pending || Boolean(field)}
          helperText={
            form.errors.key ??
            (field
              ? 'A key cannot change'
              : 'How the API, imports and saved lists name it, like gst_number. It cannot change later.')
          }
          slotProps={{ htmlInput: { maxLength: KEY_MAX, spellCheck: false } }}
        />
        <TextField
          {...common('type', 'Type')}
          select
          required
          value={form.values.type}
          onChange={(event) => form.setField('type', event.target.value as CustomFieldType)}
          disabled={pending || Boolean(field)}
        >
          {CUSTOM_FIELD_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {CUSTOM_FIELD_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        {form.values.type === 'select' ? (
          <TextField
            {...common('options', 'Options')}
            required
            multiline
            minRows={3}
            value={form.values.options}
            onChange={(event) => form.setField('options', event.target.value)}
            helperText={
              form.errors.options ??
              `One choice a line, up to ${CUSTOM_FIELD_LIMITS.options}. A choice taken off stays on the records that have it until they are edited.`
            }
          />
        ) : null}
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        pending={pending}
        submitLabel={field ? 'Save' : 'Add field'}
      />
    </form>
  );
};

/** Add a contact or deal field, or change one's label and options. */
export const CustomFieldDialog = (props: CustomFieldDialogProps) => (
  <FormDialog
    open={props.open}
    title={props.field ? `Edit ${props.field.label}` : `Add ${props.entity} field`}
    onClose={props.onClose}
  >
    {props.open ? <FieldForm key={props.field?.id ?? props.entity} {...props} /> : null}
  </FormDialog>
);
