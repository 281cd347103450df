import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CALL_CONSENT_SOURCES,
  type CallConsentSource,
} from '@salesflow/shared/contacts/contact.schema';
import { useState } from 'react';
import { bindFormFields, type FormFieldsProps } from '../../../lib/form-fields';
import type { ContactFormValues } from '../hooks/use-contact-form';
import { COMMON_TIME_ZONES, CONSENT_SOURCE_LABELS } from '../utils/calling-labels';
import { ContactFormFields } from './contact-form-fields';

const FROM_PHONE = 'From the phone number';

/** The edit dialog's collapsible Calling section: Do Not Call, time zone and call consent. */
export const ContactCallingFields = (props: FormFieldsProps<ContactFormValues>) => {
  const { values, errors, disabled, onChange } = props;
  const { field } = bindFormFields('contact', props);
  const zones =
    values.timezone && !COMMON_TIME_ZONES.includes(values.timezone)
      ? [values.timezone, ...COMMON_TIME_ZONES]
      : COMMON_TIME_ZONES;
  const [shown, setShown] = useState(false);
  // A field error inside keeps the section open, so the message is seen.
  const hasError = Boolean(errors.timezone || errors.consentSource || errors.consentDate);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={shown || hasError}
      onChange={(_event, expanded) => setShown(expanded)}
      sx={{ mt: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="contact-calling-section">
        <Typography sx={{ fontWeight: 600 }}>Calling</Typography>
      </AccordionSummary>
      <AccordionDetails id="contact-calling-section">
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormControlLabel
              control={
                <Switch
                  checked={values.doNotCall}
                  disabled={disabled}
                  onChange={(event) => onChange('doNotCall', event.target.checked)}
                />
              }
              label="Do not call"
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('timezone', 'Time zone')}
              select
              value={values.timezone}
              onChange={(event) => onChange('timezone', event.target.value)}
              helperText={errors.timezone ?? 'Calling hours follow the lead’s own time'}
              slotProps={{
                select: { displayEmpty: true },
                inputLabel: { shrink: true },
              }}
            >
              <MenuItem value="">{FROM_PHONE}</MenuItem>
              {zones.map((zone) => (
                <MenuItem key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('consentSource', 'Call consent')}
              select
              value={values.consentSource}
              onChange={(event) =>
                onChange('consentSource', event.target.value as CallConsentSource | '')
              }
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Not recorded</MenuItem>
              {CALL_CONSENT_SOURCES.map((source) => (
                <MenuItem key={source} value={source}>
                  {CONSENT_SOURCE_LABELS[source]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('consentDate', 'Consent date')}
              type="date"
              value={values.consentDate}
              onChange={(event) => onChange('consentDate', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
};

/** The edit form: the contact's fields as document 1 shows them, then the Calling section. */
export const ContactEditFields = (props: FormFieldsProps<ContactFormValues>) => (
  <>
    <ContactFormFields {...props} />
    <ContactCallingFields {...props} />
  </>
);
