import { createHash } from 'node:crypto';
import { commit } from '../../platform/data/unit-of-work';
import { BadRequestError } from '../../platform/errors';
import { isValidWebhookSignature, razorpayKeys } from '../../platform/payments/razorpay-client';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { BILLING_EVENTS_QUEUE } from '../../platform/queue-names';
import { eventClaimWrite } from './billing.repository';
import type { RazorpayEvent } from './razorpay-entities';

export interface BillingEventMessage {
  eventId: string;
  event: RazorpayEvent;
}

class SeenBefore extends Error {}

/**
 * POST /api/webhooks/razorpay: accepted only with `X-Razorpay-Signature` made by our webhook
 * secret over the raw body (else 400 and nothing written). Each event is taken once, by
 * `x-razorpay-event-id` (the body's hash when absent): the claim and the queued message are one
 * transaction, so a retry after a lost answer changes nothing and a taken event is never lost.
 * The billing-events worker applies it, so Razorpay is answered within its 5 seconds.
 */
export const acceptRazorpayEvent = async (
  raw: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<{ duplicate: boolean }> => {
  const keys = razorpayKeys();
  if (!keys) throw new BadRequestError('Payments are not configured');
  if (!isValidWebhookSignature(keys.webhookSecret, raw, signature)) {
    throw new BadRequestError('The signature does not match this event');
  }
  let event: RazorpayEvent;
  try {
    event = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
  } catch {
    throw new BadRequestError('The event is not JSON');
  }
  if (typeof event?.event !== 'string' || typeof event.created_at !== 'number') {
    throw new BadRequestError('The event has no name or time');
  }
  const eventId =
    eventIdHeader && /^[A-Za-z0-9_-]{1,64}$/.test(eventIdHeader)
      ? eventIdHeader
      : createHash('sha256').update(raw).digest('hex');
  const message = outboxPut(BILLING_EVENTS_QUEUE, { eventId, event } satisfies BillingEventMessage);
  try {
    await commit([eventClaimWrite(eventId, event.event, () => new SeenBefore()), message.write]);
  } catch (error) {
    if (error instanceof SeenBefore) return { duplicate: true };
    throw error;
  }
  await sendFromOutbox(message.entry);
  return { duplicate: false };
};
