import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CALLING_LIMITS } from '@salesflow/shared/calls/calling-settings.schema';
import { CallPurposeSelect } from '../../../components/call-purpose-select';
import type { CallingRulesErrors, CallingRulesValues } from '../hooks/use-calling-rules-form';
import { CallingDaysField } from './calling-days-field';

export interface AutoCallingFieldsProps {
  values: CallingRulesValues;
  errors: CallingRulesErrors;
  disabled: boolean;
  setField: <F extends keyof CallingRulesValues>(field: F, value: CallingRulesValues[F]) => void;
}

/**
 * Scheduled auto-calling: every 15 minutes inside its days and hours (the organization's time),
 * the best leads at or above the minimum score are called, at most the calls per day and never
 * past the plan's AI calls left; each call still waits for its lead's own calling hours.
 */
export const AutoCallingFields = ({
  values,
  errors,
  disabled,
  setField,
}: AutoCallingFieldsProps) => {
  const off = disabled || !values.autoEnabled;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={12}>
        <Typography variant="subtitle2">Scheduled auto-calling</Typography>
        <Typography variant="body2" color="textSecondary">
          Calls your best leads on its own, every 15 minutes inside these days and hours (your
          organization's time), within the calling hours of each lead and your plan's AI calls.
        </Typography>
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Switch
              checked={values.autoEnabled}
              disabled={disabled}
              onChange={(event) => setField('autoEnabled', event.target.checked)}
            />
          }
          label="Call leads automatically"
        />
      </Grid>
      <Grid size={12}>
        <CallingDaysField
          label="Auto-calling days"
          days={values.autoDays}
          error={errors.autoDays}
          disabled={off}
          onChange={(days) => setField('autoDays', days)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="auto-calling-start"
          label="Auto-calling from"
          type="time"
          fullWidth
          value={values.autoStart}
          disabled={off}
          error={Boolean(errors.autoStart)}
          helperText={errors.autoStart ?? ' '}
          onChange={(event) => setField('autoStart', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="auto-calling-end"
          label="Auto-calling until"
          type="time"
          fullWidth
          value={values.autoEnd}
          disabled={off}
          error={Boolean(errors.autoEnd)}
          helperText={errors.autoEnd ?? ' '}
          onChange={(event) => setField('autoEnd', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="auto-calling-min-score"
          label="Minimum lead score"
          type="number"
          fullWidth
          value={values.minScore}
          disabled={off}
          error={Boolean(errors.minScore)}
          helperText={errors.minScore ?? 'Only leads scoring at least this'}
          onChange={(event) => setField('minScore', event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="auto-calling-calls-per-day"
          label="Calls per day"
          type="number"
          fullWidth
          value={values.callsPerDay}
          disabled={off}
          error={Boolean(errors.callsPerDay)}
          helperText={errors.callsPerDay ?? ' '}
          onChange={(event) => setField('callsPerDay', event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: CALLING_LIMITS.maxCallsPerDay, step: 1 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CallPurposeSelect
          id="auto-calling-purpose"
          label="Purpose of the calls"
          value={values.autoPurpose}
          disabled={off}
          error={Boolean(errors.autoPurpose)}
          helperText={errors.autoPurpose}
          onChange={(purpose) => setField('autoPurpose', purpose)}
        />
      </Grid>
    </Grid>
  );
};
