import { json } from '../../platform/http/http-result';
import { readRawBody, requestHeader } from '../../platform/http/request-body';
import { webhookRoute } from '../../platform/http/route';
import { acceptWhatsAppDelivery } from './whatsapp-webhook.service';

const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /api/webhooks/whatsapp: the raw body as sent (API Gateway may hand it over base64) is what
 * the signature covers; checked, queued, answered 200 at once.
 */
export const handler = webhookRoute({}, async ({ event }) => {
  const raw = readRawBody(event, MAX_BODY_BYTES, 'A WhatsApp delivery is at most 256 KB');
  const answer = await acceptWhatsAppDelivery(raw, requestHeader(event, 'X-Hub-Signature-256'));
  return json(200, { received: true, ...answer });
});
