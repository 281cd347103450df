import { json } from '../../platform/http/http-result';
import { readRawBody, requestHeader } from '../../platform/http/request-body';
import { webhookRoute } from '../../platform/http/route';
import { acceptRazorpayEvent } from './razorpay-webhook.service';

const MAX_BODY_BYTES = 256 * 1024;

/** POST /api/webhooks/razorpay: the raw body is what the signature covers; taken once, queued. */
export const handler = webhookRoute({}, async ({ event }) => {
  const raw = readRawBody(event, MAX_BODY_BYTES, 'A Razorpay event is at most 256 KB');
  const answer = await acceptRazorpayEvent(
    raw,
    requestHeader(event, 'X-Razorpay-Signature'),
    requestHeader(event, 'X-Razorpay-Event-Id'),
  );
  return json(200, { received: true, ...answer });
});
