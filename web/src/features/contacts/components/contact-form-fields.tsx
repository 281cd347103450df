import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CONTACT_SOURCES, CONTACT_STATUSES } from '@salesflow/shared/contacts/contact.schema';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import type {
  ContactFormErrors,
  ContactFormField,
  ContactFormValues,
} from '../hooks/use-contact-form';
import { sourceLabel } from '../utils/contact-labels';

export interface ContactFormFieldsProps {
  values: ContactFormValues;
  errors: ContactFormErrors;
  disabled: boolean;
  onChange: <F extends ContactFormField>(field: F, value: ContactFormValues[F]) => void;
}

export const ContactFormFields = ({
  values,
  errors,
  disabled,
  onChange,
}: ContactFormFieldsProps) => {
  const text = (field: Exclude<ContactFormField, 'status' | 'source'>, label: string) => ({
    id: `contact-${field}`,
    name: field,
    label,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    disabled,
    fullWidth: true,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('name', 'Name')} required autoFocus autoComplete="name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('email', 'Email')} required type="email" autoComplete="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('phone', 'Phone')} type="tel" autoComplete="tel" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...text('company', 'Company')} autoComplete="organization" />
      </Grid>
      <Grid size={12}>
        <TextField {...text('title', 'Title')} autoComplete="organization-title" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="contact-status"
          select
          required
          fullWidth
          label="Status"
          value={values.status}
          onChange={(event) =>
            onChange('status', event.target.value as ContactFormValues['status'])
          }
          error={Boolean(errors.status)}
          helperText={errors.status}
          disabled={disabled}
        >
          {CONTACT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {capitalise(status)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="contact-source"
          select
          fullWidth
          label="Source"
          value={values.source}
          onChange={(event) =>
            onChange('source', event.target.value as ContactFormValues['source'])
          }
          error={Boolean(errors.source)}
          helperText={errors.source}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {CONTACT_SOURCES.map((source) => (
            <MenuItem key={source} value={source}>
              {sourceLabel(source)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField {...text('notes', 'Notes')} multiline minRows={3} />
      </Grid>
    </Grid>
  );
};
