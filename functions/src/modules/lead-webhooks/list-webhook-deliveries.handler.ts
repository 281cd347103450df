import { webhookSourceParamSchema } from '@salesflow/shared/lead-capture/integration-settings.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { deliveriesOf } from './integrations.service';

/** GET /api/integrations/webhooks/{source}/deliveries: the source's last 20 deliveries. */
export const handler = route({ params: webhookSourceParamSchema }, async ({ auth, params }) =>
  json(200, await deliveriesOf(auth, params.source)),
);
