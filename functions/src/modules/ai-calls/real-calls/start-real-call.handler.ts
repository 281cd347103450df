import { startRealCallSchema } from '@salesflow/shared/ai-calls/ai-call.schema';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { startRealCall } from './real-calls.service';

/** POST /api/ai-calling/start-real-call: `{ success, requiresSetup, message, aiCall? }`. */
export const handler = route({ body: startRealCallSchema }, async ({ auth, body }) =>
  json(200, await startRealCall(auth, body)),
);
