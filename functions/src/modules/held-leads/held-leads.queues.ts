import type { QueueDefinition } from '../../platform/queue/queue-table';
import { HELD_LEADS_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const heldLeadsQueues: readonly QueueDefinition[] = [
  {
    name: HELD_LEADS_QUEUE,
    worker: 'modules/held-leads/held-leads.worker',
    // A few thousand leads at most: each is a contact's transaction.
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 5,
    batchSize: 1,
    // A lead merged into a contact: its deals follow from the table's stream, as a webhook's do.
  },
];
