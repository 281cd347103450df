import {
  MAX_WEBHOOK_BODY_BYTES,
  type WebhookSource,
} from '@salesflow/shared/lead-capture/lead-sources';
import { admission } from '../../platform/http/admission';
import { readRawBody, requestHeader } from '../../platform/http/request-body';
import { webhookRoute } from '../../platform/http/route';
import { type LeadReader, leadCapture } from './lead-capture.service';
import { leadCaptureAnswer } from './lead-capture-answer';

/**
 * Leads at work at once in this process (all sources together), and how long one waits for its
 * turn before it is answered 503 with Retry-After: a burst is taken as fast as the table allows,
 * and what is past that is refused early, never left to time out (admission.ts).
 */
const admit = admission(32, 10_000);

/** The handler of one source's webhook: its body as text, the key, the sender's retry key. */
export const leadWebhookHandler = (source: WebhookSource, read: LeadReader) => {
  const capture = leadCapture(read);
  return webhookRoute({}, async ({ event, requestId }) => {
    const body = readRawBody(
      event,
      MAX_WEBHOOK_BODY_BYTES,
      'A lead may be at most 256 KB',
    ).toString('utf8');
    const result = await admit(() =>
      capture({
        source,
        key: event.queryStringParameters?.key,
        idempotencyKey: requestHeader(event, 'Idempotency-Key'),
        contentType: requestHeader(event, 'Content-Type') ?? '',
        body,
        requestId,
      }),
    );
    return leadCaptureAnswer(result);
  });
};
