import type { QueueDefinition } from '../../platform/queue/queue-table';
import { SITE_MESSAGES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const siteMessagesQueues: readonly QueueDefinition[] = [
  {
    name: SITE_MESSAGES_QUEUE,
    worker: 'modules/site-messages/contact-messages.worker',
    visibilityTimeoutSeconds: 30,
    // SES refusing for a while: tried again for about an hour, then kept in the dead-letter queue
    // (the message itself is stored whatever happens).
    maxReceiveCount: 10,
    batchSize: 5,
    emails: true,
  },
];
