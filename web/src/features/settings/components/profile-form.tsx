import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SIGN_IN_EMAIL_MESSAGE } from '@salesflow/shared/settings/profile';
import { PROFILE_TIMEZONES, type ProfileTimezone } from '@salesflow/shared/settings/timezones';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bindFormFields } from '../../../lib/form-fields';
import { useSaveProfile } from '../api/save-profile';
import { type ProfileFormValues, useProfileForm } from '../hooks/use-profile-form';
import { TIMEZONE_LABELS } from '../utils/settings-labels';

export interface ProfileFormProps {
  initial: ProfileFormValues;
}

/** The six profile fields and Save Profile ('Saving...' while it saves). */
export const ProfileForm = ({ initial }: ProfileFormProps) => {
  const form = useProfileForm(initial);
  const save = useSaveProfile();
  const toast = useToast();
  const { values, errors } = form;
  const { field, text } = bindFormFields('profile', {
    values,
    errors,
    disabled: save.isPending,
    onChange: form.setField,
  });

  const submit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: () =>
        toast({
          title: 'Profile Updated',
          description: 'Your profile information has been saved',
          variant: 'success',
        }),
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.details);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save profile'),
          variant: 'error',
        });
      },
    }),
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('name', 'Full Name')} autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...text('email', 'Email')}
            type="email"
            helperText={errors.email ?? SIGN_IN_EMAIL_MESSAGE}
            slotProps={{ input: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('company', 'Company')} autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...text('role', 'Role')} autoComplete="organization-title" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...text('phone', 'Phone')}
            type="tel"
            autoComplete="tel"
            helperText={errors.phone ?? 'The WhatsApp bot recognises you by this number'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('timezone', 'Time Zone')}
            select
            value={values.timezone}
            onChange={(event) => form.setField('timezone', event.target.value as ProfileTimezone)}
            helperText={errors.timezone ?? 'Your daily report arrives at 8:00 here'}
          >
            {PROFILE_TIMEZONES.map((timezone) => (
              <MenuItem key={timezone} value={timezone}>
                {TIMEZONE_LABELS[timezone]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </Box>
    </Box>
  );
};
