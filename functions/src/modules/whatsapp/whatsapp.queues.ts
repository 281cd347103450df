import type { QueueDefinition } from '../../platform/queue/queue-table';
import { WHATSAPP_EVENTS_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const whatsappQueues: readonly QueueDefinition[] = [
  {
    name: WHATSAPP_EVENTS_QUEUE,
    worker: 'modules/whatsapp/whatsapp-events.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
    // A message on a contact's timeline rescores the lead. A team member's message is a command
    // (modules/whatsapp-bot): contacts changed reach their deals from the table's stream, and the
    // answer goes back on WhatsApp with the organization's access token (secrets).
    secrets: 'read',
  },
];
