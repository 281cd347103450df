import { commit, type Write } from '../../platform/data/unit-of-work';
import { refreshAccountLater } from '../../platform/queue/account-figures';
import { sendFromOutbox } from '../../platform/queue/outbox';

/**
 * Commits a change to an organization's plan, subscription or payments with the notice that its
 * account is to be counted again in the platform's figures, and sends the notice.
 */
export const commitCounted = async (organizationId: string, writes: readonly Write[]) => {
  const refresh = refreshAccountLater(organizationId);
  await commit([...writes, refresh.write]);
  await sendFromOutbox(refresh.entry);
};
