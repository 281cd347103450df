import type { QueueDefinition } from '../../platform/queue/queue-table';
import { TRAINING_FILES_QUEUE } from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const aiAgentQueues: readonly QueueDefinition[] = [
  {
    name: TRAINING_FILES_QUEUE,
    worker: 'modules/ai-agent/training-file.worker',
    // A 10 MB document is read in seconds; its parser loads on the first one.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 3,
    batchSize: 1,
    uploads: 'read',
    // PDF.js and mammoth weigh megabytes: shipped beside the bundle, loaded when a file needs them.
    nodeModules: ['pdf-parse', 'mammoth'],
  },
];
