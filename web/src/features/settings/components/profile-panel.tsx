import { useProfile } from '../api/get-profile';
import { profileFormValues } from '../hooks/use-profile-form';
import { ProfileForm } from './profile-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** The Profile tab: the six fields as saved. */
export const ProfilePanel = () => {
  const { data, isPending, isError, refetch } = useProfile();
  return (
    <SettingsCard
      title="Profile Information"
      subheader="Your details, the number the WhatsApp bot knows you by, and your time zone"
    >
      {isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : (
        <ProfileForm initial={profileFormValues(data)} />
      )}
    </SettingsCard>
  );
};
