import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPreferences } from '@salesflow/shared/settings/notification-preferences';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { NOTIFICATION_SWITCHES } from '../utils/settings-labels';

export interface NotificationSettingsFormProps {
  initial: NotificationPreferences;
}

/** The five switches and Save Notification Settings ('Saving...' while it saves). */
export const NotificationSettingsForm = ({ initial }: NotificationSettingsFormProps) => {
  const [values, setValues] = useState(initial);
  const save = useSaveNotificationSettings();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Notification Settings Saved',
          description: 'Your notification preferences have been updated',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save notification settings'),
          variant: 'error',
        }),
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      {NOTIFICATION_SWITCHES.map(({ key, label, description }) => (
        <Box
          key={key}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="label" htmlFor={`notification-${key}`} sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography variant="body2" color="textSecondary" id={`notification-${key}-hint`}>
              {description}
            </Typography>
          </Box>
          <Switch
            id={`notification-${key}`}
            checked={values[key]}
            disabled={save.isPending}
            onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': `notification-${key}-hint` } }}
          />
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Notification Settings'}
        </Button>
      </Box>
    </Box>
  );
};
