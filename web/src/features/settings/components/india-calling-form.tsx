import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INDIA_CALLING_LIMITS,
  type IndiaCallingProfile,
} from '@salesflow/shared/calls/india-calling';
import { useSaveIndiaCalling } from '../api/save-india-calling';
import { useIndiaCallingForm } from '../hooks/use-india-calling-form';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { ExoPhoneRows } from './exo-phone-rows';
import { ManagedSettingsForm } from './managed-settings-form';

export interface IndiaCallingFormProps {
  stored: IndiaCallingProfile;
  /** Admins and the owner save; everyone else sees the profile read-only. */
  canManage: boolean;
}

/** The DLT entity ID and the ExoPhones, checked with the schema the server uses. */
export const IndiaCallingForm = ({ stored, canManage }: IndiaCallingFormProps) => {
  const form = useIndiaCallingForm(stored);
  const save = useSaveIndiaCalling();
  const feedback = useSaveFeedback(form, {
    title: 'India Calling Saved',
    description: 'Calls to Indian leads use these numbers from now on',
    failed: 'Failed to save the India calling settings',
  });
  const { values, errors } = form;
  const disabled = !canManage || save.isPending;

  const submit = form.handleSubmit((profile) => save.mutate(profile, feedback));

  return (
    <ManagedSettingsForm
      canManage={canManage}
      what="the India calling settings"
      formError={errors.form}
      onSubmit={submit}
    >
      <TextField
        id="india-dlt-entity-id"
        label="DLT entity ID"
        fullWidth
        value={values.dltEntityId}
        disabled={disabled}
        error={Boolean(errors.dltEntityId)}
        helperText={errors.dltEntityId ?? 'The 12 to 20 digit ID of your DLT registration'}
        onChange={(event) => form.setDltEntityId(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ mb: 2 }}
      />
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        ExoPhones
      </Typography>
      <ExoPhoneRows
        rows={values.exoPhones}
        errors={errors}
        disabled={disabled}
        onChange={form.setPhone}
        onRemove={form.removePhone}
      />
      {errors.exoPhones ? <FormHelperText error>{errors.exoPhones}</FormHelperText> : null}
      {canManage ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 1 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={form.addPhone}
            disabled={disabled || values.exoPhones.length >= INDIA_CALLING_LIMITS.exoPhones}
          >
            Add ExoPhone
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save India Calling'}
          </Button>
        </Box>
      ) : null}
    </ManagedSettingsForm>
  );
};
