import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { adminPayments } from './admin.service';

/** GET /api/admin/payments (platform operators): totals, pending refunds, newest payments. */
export const handler = route({}, async () => json(200, await adminPayments()));
