import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { syncWhatsAppTemplates } from './whatsapp-templates.service';

/** POST /api/whatsapp/templates/sync: the business account's templates, read from WhatsApp. */
export const handler = route({}, async ({ auth }) =>
  json(200, { templates: await syncWhatsAppTemplates(auth.organizationId) }),
);
