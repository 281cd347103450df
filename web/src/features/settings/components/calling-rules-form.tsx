import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CALLING_LIMITS,
  type CallingSettings,
} from '@salesflow/shared/calls/calling-settings.schema';
import { useSaveCallingSettings } from '../api/save-calling-settings';
import { useCallingRulesForm } from '../hooks/use-calling-rules-form';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { AutoCallingFields } from './auto-calling-fields';
import { CallingDaysField } from './calling-days-field';
import { ManagedSettingsForm } from './managed-settings-form';

export interface CallingRulesFormProps {
  stored: CallingSettings;
  /** Admins and the owner save; everyone else sees the rules read-only. */
  canManage: boolean;
}

/**
 * Calling hours and days in the lead's time, the consent rule, Twilio's calls per second, and
 * scheduled auto-calling.
 */
export const CallingRulesForm = ({ stored, canManage }: CallingRulesFormProps) => {
  const form = useCallingRulesForm(stored);
  const save = useSaveCallingSettings();
  const feedback = useSaveFeedback(form, {
    title: 'Calling Rules Saved',
    description: 'Real AI calls follow the new rules from now on',
    failed: 'Failed to save the calling rules',
  });
  const { values, errors } = form;
  const disabled = !canManage || save.isPending;

  const submit = form.handleSubmit((settings) => save.mutate(settings, feedback));

  return (
    <ManagedSettingsForm
      canManage={canManage}
      what="the calling rules"
      formError={errors.form}
      onSubmit={submit}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="calling-start"
            label="Calling hours start"
            type="time"
            fullWidth
            value={values.start}
            disabled={disabled}
            error={Boolean(errors.start)}
            helperText={errors.start ?? "In the lead's own time"}
            onChange={(event) => form.setField('start', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="calling-end"
            label="Calling hours end"
            type="time"
            fullWidth
            value={values.end}
            disabled={disabled}
            error={Boolean(errors.end)}
            helperText={errors.end ?? ' '}
            onChange={(event) => form.setField('end', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={12}>
          <CallingDaysField
            days={values.days}
            error={errors.days}
            disabled={disabled}
            onChange={(days) => form.setField('days', days)}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={values.requireConsent}
                disabled={disabled}
                onChange={(event) => form.setField('requireConsent', event.target.checked)}
              />
            }
            label="Only call leads who gave consent"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="calling-calls-per-second"
            label="Calls per second (Twilio)"
            type="number"
            fullWidth
            value={values.callsPerSecond}
            disabled={disabled}
            error={Boolean(errors.callsPerSecond)}
            helperText={errors.callsPerSecond ?? 'Twilio allows 1 unless it raised your account'}
            onChange={(event) => form.setField('callsPerSecond', event.target.value)}
            slotProps={{ htmlInput: { min: 1, max: CALLING_LIMITS.maxCallsPerSecond, step: 1 } }}
          />
        </Grid>
      </Grid>
      <AutoCallingFields
        values={values}
        errors={errors}
        disabled={disabled}
        setField={form.setField}
      />
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Calling Rules'}
          </Button>
        </Box>
      ) : null}
    </ManagedSettingsForm>
  );
};
