import { PageHeader } from '../../../components/page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { useWhatsappStatus } from '../api/get-whatsapp-status';
import { SetupRequired } from './setup-required';
import { SummaryTiles } from './summary-tiles';
import { WhatsappSkeleton } from './whatsapp-skeleton';
import { WhatsappTabs } from './whatsapp-tabs';

/** /app/whatsapp: the bot's state, its commands, how to set it up, a test send and examples. */
export const WhatsappScreen = () => {
  const query = useWhatsappStatus();
  const header = (
    <PageHeader
      title="WhatsApp Integration"
      subtitle="Manage contacts and deals from WhatsApp with simple commands"
    />
  );
  if (query.isPending) {
    return (
      <>
        {header}
        <WhatsappSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <RetryAlert onRetry={() => void query.refetch()}>
          Could not load the WhatsApp status.
        </RetryAlert>
      </>
    );
  }
  const status = query.data;
  return (
    <>
      {header}
      <SummaryTiles
        configured={status.configured}
        status={status.status}
        phoneNumber={status.phoneNumber}
      />
      {status.configured ? null : <SetupRequired />}
      <WhatsappTabs status={status} />
    </>
  );
};
