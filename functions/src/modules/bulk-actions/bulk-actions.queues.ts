import type { QueueDefinition } from '../../platform/queue/queue-table';
import { CONTACT_BULK_QUEUE, NOTIFICATIONS_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const bulkActionsQueues: readonly QueueDefinition[] = [
  {
    name: CONTACT_BULK_QUEUE,
    worker: 'modules/bulk-actions/bulk-job.worker',
    // A delivery works for at most BULK_STEP_BUDGET_MS, then sends the job on to itself.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    batchSize: 1,
    // An export's file is written to the uploads bucket; assigning tells each assignee.
    uploads: 'write',
    sends: [CONTACT_BULK_QUEUE, NOTIFICATIONS_QUEUE],
  },
];
