import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { logger } from '../../platform/logger';
import { flushMetrics } from '../../platform/metrics';
import { applyBillingEvent } from './billing-events.service';
import type { BillingEventMessage } from './razorpay-webhook.service';

const processor = new BatchProcessor(EventType.SQS);

/** Razorpay's events, taken once by the webhook: applied in any order (billing-events.service). */
const processRecord = async (record: SQSRecord) => {
  const { eventId, event } = JSON.parse(record.body) as BillingEventMessage;
  const outcome = await applyBillingEvent(event);
  logger.info('Razorpay event applied', { eventId, event: event.event, outcome });
};

export const handler: SQSHandler = async (event, context) => {
  try {
    return await processPartialResponse(event, processRecord, processor, { context });
  } finally {
    flushMetrics();
  }
};
