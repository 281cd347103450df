import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  ExotelRegion,
  SecretField,
  SecuritySettingsView,
} from '@salesflow/shared/settings/security-settings-view';
import { ApiError } from '../../../lib/api-client';
import type { SaveSecuritySettingsMutation } from '../api/save-security-settings';
import {
  type SecurityFormValues,
  securityFormDirty,
  useSecurityForm,
} from '../hooks/use-security-form';
import { fieldStatusText, SECURITY_FIELD_LABELS } from '../utils/security-labels';
import { ConnectionTest } from './connection-test';
import { IndiaCallerWarning, isIndianNumber } from './india-caller-warning';
import { SecretInput } from './secret-field';

/** The spec's three secrets, then Exotel's (the Indian carrier), each in its own group. */
const SPEC_SECRETS: readonly SecretField[] = [
  'openaiApiKey',
  'twilioAccountSid',
  'twilioAuthToken',
];
const EXOTEL_SECRETS: readonly SecretField[] = [
  'exotelAccountSid',
  'exotelApiKey',
  'exotelApiToken',
];

export interface SecurityFormProps {
  view: SecuritySettingsView;
  initial: SecurityFormValues;
  /** The panel's save (it shows the toasts, which outlive this form). */
  save: SaveSecuritySettingsMutation;
}

/** The four credential fields, Save Security Settings ('Saving...' while it saves) and the test. */
export const SecurityForm = ({ view, initial, save }: SecurityFormProps) => {
  const form = useSecurityForm(initial);
  const { values, errors } = form;

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.details);
      },
    }),
  );

  const phone = SECURITY_FIELD_LABELS.twilioPhoneNumber;
  const region = SECURITY_FIELD_LABELS.exotelRegion;
  const secret = (name: SecretField) => (
    <Grid key={name} size={12}>
      <SecretInput
        name={name}
        value={values[name]}
        masked={view[name]}
        status={view.status[name]}
        error={errors[name]}
        removing={values.remove.includes(name)}
        disabled={save.isPending}
        onChange={(value) => form.setField(name, value)}
        onRemoveChange={(removing) =>
          form.setField(
            'remove',
            removing ? [...values.remove, name] : values.remove.filter((f) => f !== name),
          )
        }
      />
    </Grid>
  );
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        {SPEC_SECRETS.map(secret)}
        <Grid size={12}>
          <TextField
            id="security-twilioPhoneNumber"
            name="twilioPhoneNumber"
            label={phone.label}
            type="tel"
            autoComplete="off"
            fullWidth
            value={values.twilioPhoneNumber}
            placeholder={phone.purpose}
            disabled={save.isPending}
            error={Boolean(errors.twilioPhoneNumber)}
            helperText={errors.twilioPhoneNumber ?? fieldStatusText(view.status.twilioPhoneNumber)}
            onChange={(event) => form.setField('twilioPhoneNumber', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {isIndianNumber(values.twilioPhoneNumber) ? (
            <IndiaCallerWarning exotelSetUp={EXOTEL_SECRETS.every((f) => view.status[f].set)} />
          ) : null}
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            Exotel (calls to Indian numbers)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            With Exotel set up, AI calls to Indian numbers go through it from your ExoPhones
            (Settings → AI Agent → India calling); other calls go through Twilio.
          </Typography>
        </Grid>
        {EXOTEL_SECRETS.map(secret)}
        <Grid size={12}>
          <TextField
            select
            id="security-exotelRegion"
            name="exotelRegion"
            label={region.label}
            fullWidth
            value={values.exotelRegion || 'mumbai'}
            disabled={save.isPending}
            error={Boolean(errors.exotelRegion)}
            helperText={errors.exotelRegion ?? region.purpose}
            onChange={(event) => form.setField('exotelRegion', event.target.value as ExotelRegion)}
          >
            <MenuItem value="mumbai">Mumbai (api.in.exotel.com)</MenuItem>
            <MenuItem value="singapore">Singapore (api.exotel.com)</MenuItem>
          </TextField>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Security Settings'}
        </Button>
      </Box>
      <ConnectionTest unsaved={securityFormDirty(values, initial)} />
    </Box>
  );
};
