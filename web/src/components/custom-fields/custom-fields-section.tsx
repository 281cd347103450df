import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomField, CustomFieldEntity } from '@salesflow/shared/custom-fields/custom-field';
import { CUSTOM_TEXT_MAX } from '@salesflow/shared/custom-fields/custom-values';
import { bindFormFields, type FormFieldsProps } from '../../lib/form-fields';
import { useCustomFields } from './custom-fields-api';
import { type CustomInputs, customInputName } from './custom-inputs';

export type CustomFieldsSectionProps<V extends CustomInputs> = FormFieldsProps<V> & {
  /** Whose fields: the contact form's or the deal form's. */
  entity: CustomFieldEntity;
};

type CustomInputProps<V extends CustomInputs> = CustomFieldsSectionProps<V> & {
  field: CustomField;
};

/** One custom field's input, by its type; its message (browser's or server's) under it. */
const CustomInput = <V extends CustomInputs>({ field, entity, ...props }: CustomInputProps<V>) => {
  const name = customInputName(field.key);
  const value = props.values[name];
  const bound = bindFormFields(entity, props).field(name, field.label);
  if (field.type === 'checkbox') {
    return (
      <FormControl error={bound.error} disabled={props.disabled}>
        <FormControlLabel
          control={
            <Checkbox
              id={bound.id}
              name={name}
              checked={value === true}
              onChange={(event) => props.onChange(name, event.target.checked as V[typeof name])}
            />
          }
          label={field.label}
        />
        {bound.helperText ? <FormHelperText>{bound.helperText}</FormHelperText> : null}
      </FormControl>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const onChange = (event: { target: { value: string } }) =>
    props.onChange(name, event.target.value as V[typeof name]);
  if (field.type === 'select') {
    // A choice taken off the list since stays shown on the records that have it.
    const options =
      text && !field.options.includes(text) ? [...field.options, text] : field.options;
    return (
      <TextField
        {...bound}
        select
        value={text}
        onChange={onChange}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  // A number is typed as text (with a number keypad on phones): a number input would turn "12 staff"
  // into nothing without a word, where checkCustomValues says what is wrong with it.
  return (
    <TextField
      {...bound}
      value={text}
      onChange={onChange}
      type={field.type === 'date' ? 'date' : 'text'}
      slotProps={{
        htmlInput:
          field.type === 'number'
            ? { inputMode: 'decimal' }
            : field.type === 'text'
              ? { maxLength: CUSTOM_TEXT_MAX }
              : {},
        ...(field.type === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );
};

/**
 * "More fields": an input for each of the organization's fields of a kind (contact or deal), in
 * the order made; not shown while there are none (or they could not be read).
 */
export const CustomFieldsSection = <V extends CustomInputs>(props: CustomFieldsSectionProps<V>) => {
  const fields = useCustomFields(props.entity).data ?? [];
  if (fields.length === 0) return null;
  return (
    <section aria-label="More fields">
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1.5 }}>
        More fields
      </Typography>
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.key} size={field.type === 'text' ? 12 : { xs: 12, sm: 6 }}>
            <CustomInput {...props} field={field} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
};
