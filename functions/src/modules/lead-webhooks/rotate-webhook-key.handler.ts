import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { rotateWebhookKey } from './integrations.service';

/** POST /api/integrations/webhook-key/rotate (admin): a new key; the old one stops at once. */
export const handler = route({}, async ({ auth }) => json(200, await rotateWebhookKey(auth)));
