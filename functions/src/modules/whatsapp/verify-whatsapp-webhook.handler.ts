import { plainText } from '../../platform/http/http-result';
import { webhookRoute } from '../../platform/http/route';
import { verifyWhatsAppSubscription } from './whatsapp-webhook.service';

/** GET /api/webhooks/whatsapp: the subscription handshake; the challenge echoed, else 403. */
export const handler = webhookRoute({}, async ({ event }) => {
  const query = event.queryStringParameters ?? {};
  const challenge = await verifyWhatsAppSubscription({
    mode: query['hub.mode'],
    token: query['hub.verify_token'],
    challenge: query['hub.challenge'],
  });
  return plainText(200, challenge);
});
