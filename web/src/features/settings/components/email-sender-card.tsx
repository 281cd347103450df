import { useToast } from '../../../components/toast/use-toast';
import { useEmailSender } from '../api/email-sender';
import { EmailSenderForm } from './email-sender-form';
import { SettingsCard, SettingsLoadError, SettingsSkeleton } from './settings-card';

/** Settings → Security: the address the organization's emails go out from. */
export const EmailSenderCard = () => {
  const { data, isPending, isError, refetch, isFetching } = useEmailSender();
  const toast = useToast();
  return (
    <SettingsCard
      title="Email Sending Address"
      subheader="Send your emails from your own address once you confirm you own it"
    >
      {isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <SettingsLoadError onRetry={() => void refetch()} />
      ) : (
        <EmailSenderForm
          key={`${data.sender?.address}-${data.sender?.status}`}
          view={data}
          toast={toast}
          checking={isFetching}
          onCheck={() => void refetch()}
        />
      )}
    </SettingsCard>
  );
};
