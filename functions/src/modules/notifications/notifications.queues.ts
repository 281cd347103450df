import type { QueueDefinition } from '../../platform/queue/queue-table';
import { NOTIFICATIONS_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const notificationsQueues: readonly QueueDefinition[] = [
  {
    name: NOTIFICATIONS_QUEUE,
    worker: 'modules/notifications/notice-email.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    emails: true,
  },
];
