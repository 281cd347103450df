import {
  fieldMappingSchema,
  webhookSourceParamSchema,
} from '@salesflow/shared/lead-capture/integration-settings.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { changeFieldMapping } from './integrations.service';

/** PUT /api/integrations/webhooks/{source}/field-mapping (admin): replaces the source's mapping. */
export const handler = route(
  { params: webhookSourceParamSchema, body: fieldMappingSchema },
  async ({ auth, params, body }) =>
    json(200, await changeFieldMapping(auth, params.source, body.mapping)),
);
