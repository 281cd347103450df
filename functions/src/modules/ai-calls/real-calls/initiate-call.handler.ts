import { initiateCallSchema } from '@salesflow/shared/ai-calls/ai-call.schema';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { startRealCall } from './real-calls.service';

/**
 * POST /api/ai-calling/initiate: the contacts screen's AI call with its notes; the same answer
 * as start-real-call.
 */
export const handler = route({ body: initiateCallSchema }, async ({ auth, body }) =>
  json(200, await startRealCall(auth, body)),
);
