import { webhookSourceParamSchema } from '@salesflow/shared/lead-capture/integration-settings.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { fieldMappingOf } from './integrations.service';

/** GET /api/integrations/webhooks/{source}/field-mapping: the sender's fields → lead fields. */
export const handler = route({ params: webhookSourceParamSchema }, async ({ auth, params }) =>
  json(200, await fieldMappingOf(auth, params.source)),
);
