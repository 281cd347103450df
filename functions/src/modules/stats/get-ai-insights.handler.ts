import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getInsights } from './stats.service';

/**
 * GET /api/ai-insights: from counters and bounded index reads (hot leads waiting, deals past
 * due), never from reading every record; most actionable first.
 */
export const handler = route({}, async ({ auth }) => json(200, await getInsights(auth)));
