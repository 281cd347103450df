import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { subscriptionLimits } from './subscription-usage.service';

/** GET /api/subscription/limits */
export const handler = route({}, async ({ auth }) => json(200, await subscriptionLimits(auth)));
