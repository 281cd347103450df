import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { whatsAppStatus } from './whatsapp-settings.service';

/** GET /api/whatsapp/status: configured, the last check's status, the number, the webhook URL. */
export const handler = route({}, async ({ auth }) =>
  json(200, await whatsAppStatus(auth.organizationId)),
);
