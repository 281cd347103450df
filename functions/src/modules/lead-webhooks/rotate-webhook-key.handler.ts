import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { rotateWebhookKey } from './integrations.service';

/**
 * POST /api/integrations/webhook-key/rotate (admin): a new key; the old one is refused within
 * `oldKeyStopsWithinSeconds` (30 s) at most, by a webhook server that found it just before.
 */
export const handler = route({}, async ({ auth }) => json(200, await rotateWebhookKey(auth)));
