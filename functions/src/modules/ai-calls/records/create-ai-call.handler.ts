import { aiCallCreateSchema } from '@salesflow/shared/ai-calls/ai-call.schema';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { createCall } from './ai-calls.service';

/** POST /api/ai-calls: a call record (a demo call starts with status calling); answers it with its id. */
export const handler = route({ body: aiCallCreateSchema }, async ({ auth, body }) =>
  json(201, await createCall(auth, body)),
);
