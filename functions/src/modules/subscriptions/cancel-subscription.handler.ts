import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { cancelSubscription } from './cancel-subscription.service';

/** POST /api/subscription/cancel: `{ success, message }`; the plan stays to the period's end. */
export const handler = route({}, async ({ auth }) => json(200, await cancelSubscription(auth)));
