import { callCostQuerySchema } from '@salesflow/shared/ai-calls/call-cost.schema';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { estimateCallCost } from './call-cost.service';

/** GET /api/ai-calling/call-cost?phoneNumber=...: `{ available, perMinute, maxCost, ... }`. */
export const handler = route({ query: callCostQuerySchema }, async ({ auth, query }) =>
  json(200, await estimateCallCost(auth, query.phoneNumber)),
);
