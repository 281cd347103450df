import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getInsights } from './stats.service';

/** GET /api/ai-insights: from counters, never from reading every record. */
export const handler = route({}, async ({ auth }) => json(200, await getInsights(auth)));
