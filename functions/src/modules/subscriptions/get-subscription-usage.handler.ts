import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { subscriptionUsage } from './subscription-usage.service';

/** GET /api/subscription/usage */
export const handler = route({}, async ({ auth }) => json(200, await subscriptionUsage(auth)));
