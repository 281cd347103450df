import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../../../platform/logger';
import { messageOrNull, sqsWorker } from '../../../platform/queue/sqs-worker';
import { advanceAutoRun } from './auto-run.service';

const messageSchema = z.object({ organizationId: z.string(), callId: z.string() });

/**
 * A call of an auto-calling run ended (or went back to wait for a later try): the run's next lead
 * is called, once however often the message comes (auto-run.service).
 */
const processRecord = async (record: SQSRecord) => {
  const message = messageOrNull(messageSchema, record, 'auto-run-steps');
  if (!message) return;
  const { organizationId, callId } = message;
  logger.appendKeys({ organizationId, callId });
  await advanceAutoRun(organizationId, callId);
};

export const handler = sqsWorker(processRecord);
