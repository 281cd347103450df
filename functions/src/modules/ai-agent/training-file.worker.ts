import type { SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { sqsWorker } from '../../platform/queue/sqs-worker';
import { TRAINING_FILES_QUEUE } from '../../platform/queue-names';
import { aiAgentQueues as queues } from './ai-agent.queues';
import { findTrainingFile } from './ai-agent.repository';
import { trainingFileMessageSchema } from './training-file-message';
import { failTrainingFile, processTrainingFile } from './training-file-processing.service';

const GAVE_UP = 'The file could not be read: please upload it again';
const maxReceives = queues.find((queue) => queue.name === TRAINING_FILES_QUEUE)?.maxReceiveCount;

/**
 * Each record: a training document to read. An unreadable document fails inside the service; an
 * error that is not the file's (storage, the table) is retried, and on the last delivery the file
 * fails saying so rather than staying "processing" while the message sits in the DLQ.
 */
const processRecord = async (record: SQSRecord) => {
  const message = trainingFileMessageSchema.parse(JSON.parse(record.body));
  try {
    await processTrainingFile(message);
  } catch (error) {
    if (Number(record.attributes.ApproximateReceiveCount ?? 1) < (maxReceives ?? 1)) throw error;
    logger.error('training file given up', {
      error: error as Error,
      trainingFileId: message.fileId,
    });
    const file = await findTrainingFile(message.organizationId, message.fileId);
    if (file) await failTrainingFile(file, GAVE_UP);
  }
};

export const handler = sqsWorker(processRecord);
