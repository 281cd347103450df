import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { webhookUrls } from './integrations.service';

/** GET /api/integrations/webhook-urls: the five URLs with the key, and when the last lead came. */
export const handler = route({}, async ({ auth }) => json(200, await webhookUrls(auth)));
