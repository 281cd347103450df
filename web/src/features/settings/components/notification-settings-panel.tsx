import { useNotificationSettings } from '../api/get-notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** The Notifications tab: the five switches as saved, or the spec's defaults until then. */
export const NotificationSettingsPanel = () => {
  const { data, isPending, isError, refetch } = useNotificationSettings();
  return (
    <SettingsCard
      title="Notification Preferences"
      subheader="Choose how SalesFlow keeps you informed. Everything also appears under the bell."
    >
      {isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : (
        <NotificationSettingsForm initial={data} />
      )}
    </SettingsCard>
  );
};
