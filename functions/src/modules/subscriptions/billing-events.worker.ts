import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { logger } from '../../platform/logger';
import { messageOf, sqsWorker } from '../../platform/queue/sqs-worker';
import { applyBillingEvent } from './billing-events.service';
import type { BillingEventMessage } from './razorpay-webhook.service';

/**
 * The envelope the webhook queued after checking Razorpay's signature: its event id and the
 * event, whose kind, time and payload are checked here; the payload's entities are Razorpay's,
 * which billing-events.service reads field by field.
 */
const billingEventMessageSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  event: z.looseObject({
    event: z.string(),
    created_at: z.number(),
    payload: z.looseObject({}),
  }),
});

/** Razorpay's events, taken once by the webhook: applied in any order (billing-events.service). */
const processRecord = async (record: SQSRecord) => {
  const { eventId, event }: BillingEventMessage = messageOf(billingEventMessageSchema, record);
  const outcome = await applyBillingEvent(event);
  logger.info('Razorpay event applied', { eventId, event: event.event, outcome });
};

export const handler = sqsWorker(processRecord);
