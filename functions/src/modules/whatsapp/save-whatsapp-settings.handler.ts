import { whatsAppSettingsInputSchema } from '@salesflow/shared/whatsapp/whatsapp-settings';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveWhatsAppSettings } from './save-whatsapp-settings.service';

/** PUT /api/settings/whatsapp: masks and omissions keep a secret; the connection is checked. */
export const handler = route({ body: whatsAppSettingsInputSchema }, async ({ auth, body }) =>
  json(200, await saveWhatsAppSettings(auth, body)),
);
