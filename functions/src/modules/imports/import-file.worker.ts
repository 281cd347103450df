import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { IMPORT_FILES_QUEUE } from '../../platform/queue-names';
import { splitImportFile } from './import-file.service';
import { giveUpImportJob, lastDelivery } from './import-job-progress';
import { importFileMessageSchema } from './import-messages';

const GAVE_UP = 'The file could not be read: please import it again';

/** Each record: an import job whose file is to be read and queued in chunks. */
const processRecord = async (record: SQSRecord) => {
  const message = importFileMessageSchema.parse(JSON.parse(record.body));
  try {
    await splitImportFile(message);
  } catch (error) {
    if (!lastDelivery(record.attributes.ApproximateReceiveCount, IMPORT_FILES_QUEUE)) throw error;
    logger.error('import file given up', { error: error as Error, importJobId: message.jobId });
    await giveUpImportJob(message.organizationId, message.jobId, GAVE_UP);
  }
};

export const handler = sqsWorker(processRecord);
