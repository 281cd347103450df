import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listWhatsAppTemplates } from './whatsapp-templates.service';

/** GET /api/whatsapp/templates: the synced templates, approved (usable) ones first. */
export const handler = route({}, async ({ auth }) =>
  json(200, { templates: await listWhatsAppTemplates(auth.organizationId) }),
);
