import type { QueueDefinition } from '../../platform/queue/queue-table';
import { EMAIL_EVENTS_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const emailsQueues: readonly QueueDefinition[] = [
  {
    name: EMAIL_EVENTS_QUEUE,
    worker: 'modules/emails/email-events.worker',
    visibilityTimeoutSeconds: 30,
    maxReceiveCount: 5,
    batchSize: 10,
  },
];
