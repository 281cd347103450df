import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../../platform/logger';
import { flushMetrics } from '../../platform/metrics';
import { settleCallOutcome } from './call-outcome.service';

const processor = new BatchProcessor(EventType.SQS);

const messageSchema = z.object({ organizationId: z.string(), callId: z.string() });

/** A real call that ended: analysed and written back to the CRM once (call-outcome.service). */
const processRecord = async (record: SQSRecord) => {
  let body: unknown = null;
  try {
    body = JSON.parse(record.body);
  } catch {
    // Refused by the schema below.
  }
  const parsed = messageSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('A call-outcomes message that is not one', { body: record.body });
    return;
  }
  logger.appendKeys(parsed.data);
  await settleCallOutcome(parsed.data.organizationId, parsed.data.callId);
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
