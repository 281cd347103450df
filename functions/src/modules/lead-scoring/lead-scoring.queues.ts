import type { QueueDefinition } from '../../platform/queue/queue-table';
import { LEAD_SCORES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const leadScoringQueues: readonly QueueDefinition[] = [
  {
    name: LEAD_SCORES_QUEUE,
    worker: 'modules/lead-scoring/lead-score.worker',
    visibilityTimeoutSeconds: 60,
    maxReceiveCount: 5,
    batchSize: 10,
  },
];
