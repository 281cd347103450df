import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getDashboardMetrics } from './stats.service';

/** GET /api/dashboard/metrics: from counters, never from reading every record. */
export const handler = route({}, async ({ auth }) => json(200, await getDashboardMetrics(auth)));
