import type { QueueDefinition } from '../../platform/queue/queue-table';
import { ORGANIZATION_ERASURE_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const organizationErasureQueues: readonly QueueDefinition[] = [
  {
    name: ORGANIZATION_ERASURE_QUEUE,
    worker: 'modules/organization-erasure/organization-erasure.worker',
    // A message works a minute, then sends the rest on as a new message (its partition, cursor).
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 10,
    batchSize: 1,
    sends: [ORGANIZATION_ERASURE_QUEUE],
    // Lists and deletes the organization's files.
    uploads: 'readdelete',
  },
];
