import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { refundSubscription } from './cancel-subscription.service';

/** POST /api/subscription/refund: `{ success, message }`; within 30 days of the first payment. */
export const handler = route({}, async ({ auth }) => json(200, await refundSubscription(auth)));
