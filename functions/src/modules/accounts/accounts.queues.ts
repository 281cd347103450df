import type { QueueDefinition } from '../../platform/queue/queue-table';
import { ACCOUNT_FIGURES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const accountsQueues: readonly QueueDefinition[] = [
  {
    name: ACCOUNT_FIGURES_QUEUE,
    worker: 'modules/accounts/account-figures.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 8,
    batchSize: 10,
  },
];
