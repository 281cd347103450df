import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  SECRET_FIELDS,
  type SecuritySettingsView,
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
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        {SECRET_FIELDS.map((name) => (
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
        ))}
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
          {isIndianNumber(values.twilioPhoneNumber) ? <IndiaCallerWarning /> : null}
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
