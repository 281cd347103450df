import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CONTACT_SOURCES, CONTACT_STATUSES } from '@salesflow/shared/contacts/contact.schema';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import { CustomFieldsSection } from '../../../components/custom-fields/custom-fields-section';
import { TagsField } from '../../../components/tags/tags-field';
import { bindFormFields, type FormFieldsProps } from '../../../lib/form-fields';
import type { ContactFormValues } from '../hooks/use-contact-form';
import { sourceLabel } from '../utils/contact-labels';

export type ContactFormFieldsProps = FormFieldsProps<ContactFormValues>;

/** The contact's own fields, then the organization's custom fields ("More fields"). */
export const ContactFormFields = (props: ContactFormFieldsProps) => {
  const { values, onChange } = props;
  const { field, text } = bindFormFields('contact', props);
  return (
    <>
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
            {...field('status', 'Status')}
            select
            required
            value={values.status}
            onChange={(event) =>
              onChange('status', event.target.value as ContactFormValues['status'])
            }
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
            {...field('source', 'Source')}
            select
            value={values.source}
            onChange={(event) =>
              onChange('source', event.target.value as ContactFormValues['source'])
            }
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
          <TagsField
            id="contact-tags"
            value={values.tags}
            onChange={(tags) => onChange('tags', tags)}
            error={props.errors.tags}
            disabled={props.disabled}
          />
        </Grid>
        <Grid size={12}>
          <TextField {...text('notes', 'Notes')} multiline minRows={3} />
        </Grid>
      </Grid>
      <CustomFieldsSection {...props} entity="contact" />
    </>
  );
};
