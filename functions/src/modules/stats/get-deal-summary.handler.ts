import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getDealSummary } from './stats.service';

/** GET /api/deals/summary: from counters, never from reading every record. */
export const handler = route({}, async ({ auth }) => json(200, await getDealSummary(auth)));
