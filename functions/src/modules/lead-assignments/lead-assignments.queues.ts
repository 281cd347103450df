import type { QueueDefinition } from '../../platform/queue/queue-table';
import { MEMBER_DEPARTURES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const leadAssignmentsQueues: readonly QueueDefinition[] = [
  {
    name: MEMBER_DEPARTURES_QUEUE,
    worker: 'modules/lead-assignments/member-departure.worker',
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 5,
    batchSize: 1,
    // Each lead's deals follow it (from the table's stream); a long list goes on in a message of
    // its own.
    sends: ['member-departures'],
  },
];
