import type { QueueDefinition } from '../../platform/queue/queue-table';
import { CONTACT_CHANGES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const contactFollowersQueues: readonly QueueDefinition[] = [
  {
    name: CONTACT_CHANGES_QUEUE,
    worker: 'modules/contact-followers/contact-changes.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
  },
];
