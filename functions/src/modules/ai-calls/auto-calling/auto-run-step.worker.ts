import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../../../platform/logger';
import { sqsWorker } from '../../../platform/queue/sqs-worker';
import { advanceAutoRun } from './auto-run.service';

const messageSchema = z.object({ organizationId: z.string(), callId: z.string() });

/**
 * A call of an auto-calling run ended (or went back to wait for a later try): the run's next lead
 * is called, once however often the message comes (auto-run.service).
 */
const processRecord = async (record: SQSRecord) => {
  let body: unknown = null;
  try {
    body = JSON.parse(record.body);
  } catch {
    // Refused by the schema below.
  }
  const parsed = messageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('An auto-run-steps message that is not one', { body: record.body });
    return;
  }
  const { organizationId, callId } = parsed.data;
  logger.appendKeys({ organizationId, callId });
  await advanceAutoRun(organizationId, callId);
};

export const handler = sqsWorker(processRecord);
