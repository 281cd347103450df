import { HttpError } from '../../platform/http/http-error';
import { json } from '../../platform/http/http-result';
import { requestHeader } from '../../platform/http/request-body';
import { webhookRoute } from '../../platform/http/route';
import { acceptWhatsAppDelivery } from './whatsapp-webhook.service';

const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /api/webhooks/whatsapp: the raw body as sent (API Gateway may hand it over base64) is what
 * the signature covers; checked, queued, answered 200 at once.
 */
export const handler = webhookRoute({}, async ({ event }) => {
  const raw = event.body
    ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  if (raw.length > MAX_BODY_BYTES) {
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'A WhatsApp delivery is at most 256 KB');
  }
  const answer = await acceptWhatsAppDelivery(raw, requestHeader(event, 'X-Hub-Signature-256'));
  return json(200, { received: true, ...answer });
});
