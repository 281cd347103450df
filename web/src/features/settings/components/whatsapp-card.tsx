import Alert from '@mui/material/Alert';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useWhatsAppSettings } from '../api/get-whatsapp-settings';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';
import { WhatsAppForm } from './whatsapp-form';

/** Settings → Security: the organization's WhatsApp Cloud API credentials, for admins. */
export const WhatsAppCard = () => {
  const { data, error, isPending, isError, refetch } = useWhatsAppSettings();
  const forbidden = error instanceof ApiError && error.status === 403;
  const toast = useToast();
  return (
    <SettingsCard
      title="WhatsApp"
      subheader="Your WhatsApp Cloud API credentials: stored encrypted, shown only by their last 4 characters"
    >
      {forbidden ? (
        <Alert severity="info">
          Only admins and the owner can see and change the WhatsApp settings.
        </Alert>
      ) : isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : (
        <WhatsAppForm key={`${data.checkedAt}-${data.phoneNumberId}`} view={data} toast={toast} />
      )}
    </SettingsCard>
  );
};
