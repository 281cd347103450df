import type { QueueDefinition } from '../../platform/queue/queue-table';
import { CONTACT_DUPLICATES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const contactDuplicatesQueues: readonly QueueDefinition[] = [
  {
    name: CONTACT_DUPLICATES_QUEUE,
    worker: 'modules/contact-duplicates/contact-duplicates.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
  },
];
