import type { QueueDefinition } from '../../platform/queue/queue-table';
import { CONTACT_MERGES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const contactMergesQueues: readonly QueueDefinition[] = [
  {
    name: CONTACT_MERGES_QUEUE,
    worker: 'modules/contact-merges/contact-merges.worker',
    // A merge moves a contact's records a page at a time: minutes for a long history.
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 5,
    batchSize: 1,
  },
];
