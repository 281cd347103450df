import Alert from '@mui/material/Alert';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSecuritySettings } from '../api/get-security-settings';
import { useSaveSecuritySettings } from '../api/save-security-settings';
import { securityFormValues } from '../hooks/use-security-form';
import { SecurityForm } from './security-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

export const MEMBERS_NOTE =
  "Only admins and the owner can see and change the organization's API keys.";

/** The Security tab: the organization's provider keys, for admins and the owner. */
export const SecurityPanel = () => {
  const { data, error, isPending, isError, refetch } = useSecuritySettings();
  const forbidden = error instanceof ApiError && error.status === 403;
  const toast = useToast();
  const save = useSaveSecuritySettings({
    onSaved: () =>
      toast({
        title: 'Security Settings Saved',
        description: 'Your API keys have been updated successfully',
        variant: 'success',
      }),
    onFailed: (failure) =>
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Failed to save security settings'),
        variant: 'error',
      }),
  });
  return (
    <SettingsCard
      title="API Keys"
      subheader="Your organization's OpenAI and Twilio credentials: stored encrypted, shown only by their last 4 characters"
    >
      {forbidden ? (
        <Alert severity="info">{MEMBERS_NOTE}</Alert>
      ) : isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : (
        // A new answer (after a save) starts the form again from what is stored.
        <SecurityForm
          key={JSON.stringify(data.status)}
          view={data}
          initial={securityFormValues(data)}
          save={save}
        />
      )}
    </SettingsCard>
  );
};
