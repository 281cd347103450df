import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../../platform/logger';
import { messageOrNull, sqsWorker } from '../../platform/queue/sqs-worker';
import { advanceBulkJob } from './bulk-jobs.service';

const messageSchema = z.object({ organizationId: z.string(), jobId: z.string() });

/** A bulk job to move on: its steps until it ends or this delivery's time is spent. */
const processRecord = async (record: SQSRecord) => {
  const message = messageOrNull(messageSchema, record, 'contact-bulk');
  if (!message) return;
  logger.appendKeys({ organizationId: message.organizationId, bulkJobId: message.jobId });
  await advanceBulkJob(message);
};

export const handler = sqsWorker(processRecord);
