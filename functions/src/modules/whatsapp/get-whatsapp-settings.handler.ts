import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { whatsAppSettings } from './whatsapp-settings.service';

/** GET /api/settings/whatsapp: the credentials masked, the ids, the last check. Opens nothing. */
export const handler = route({}, async ({ auth }) =>
  json(200, await whatsAppSettings(auth.organizationId)),
);
