import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { IMPORT_CHUNKS_QUEUE } from '../../platform/queue-names';
import { importChunk } from './import-chunk.service';
import { giveUpImportJob, lastDelivery } from './import-job-progress';
import { parseChunkMessage } from './import-messages';

const GAVE_UP =
  'Part of the file could not be imported: import it again (leads already imported are skipped as duplicates)';

/** Each record: a chunk of an import's rows, written and counted once however often it comes. */
const processRecord = async (record: SQSRecord) => {
  const message = parseChunkMessage(record.body);
  try {
    await importChunk(message);
  } catch (error) {
    if (!lastDelivery(record.attributes.ApproximateReceiveCount, IMPORT_CHUNKS_QUEUE)) throw error;
    logger.error('import chunk given up', {
      error: error as Error,
      importJobId: message.jobId,
      chunk: message.chunk,
    });
    await giveUpImportJob(message.organizationId, message.jobId, GAVE_UP);
  }
};

export const handler = sqsWorker(processRecord);
