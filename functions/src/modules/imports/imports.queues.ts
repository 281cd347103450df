import type { QueueDefinition } from '../../platform/queue/queue-table';
import {
  IMPORT_CHUNKS_QUEUE,
  IMPORT_FILES_QUEUE,
  NOTIFICATIONS_QUEUE,
} from '../../platform/queue-names';

/** The queues whose workers are this module's (with their dead-letter queues). */
export const importsQueues: readonly QueueDefinition[] = [
  {
    name: IMPORT_FILES_QUEUE,
    worker: 'modules/imports/import-file.worker',
    // 100,000 rows are read, checked and queued in well under a minute.
    visibilityTimeoutSeconds: 300,
    maxReceiveCount: 3,
    batchSize: 1,
    uploads: 'read',
    // A file of only bad rows completes here, and the completion tells round-robin's members.
    sends: [IMPORT_CHUNKS_QUEUE, NOTIFICATIONS_QUEUE],
  },
  {
    name: IMPORT_CHUNKS_QUEUE,
    worker: 'modules/imports/import-chunk.worker',
    // A function may run 30 s: four chunks of 500 rows side by side take a few seconds.
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    batchSize: 4,
    // An updated contact's deals follow its new name from the table's stream; the last chunk tells
    // the members round-robin handed leads to (their notice's email).
    sends: [NOTIFICATIONS_QUEUE],
  },
];
