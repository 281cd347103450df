import { webhookSettingsSchema } from '@salesflow/shared/lead-capture/integration-settings.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { changeLeadCeiling } from './integrations.service';

/** PUT /api/integrations/webhook-settings (admin): the key's ceiling in leads per minute. */
export const handler = route({ body: webhookSettingsSchema }, async ({ auth, body }) =>
  json(200, await changeLeadCeiling(auth, body.leadsPerMinute)),
);
