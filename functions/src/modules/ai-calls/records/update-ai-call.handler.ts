import { aiCallUpdateSchema } from '@salesflow/shared/ai-calls/ai-call.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { updateCall } from './ai-calls.service';

/** PUT /api/ai-calls/{id}: status, duration, transcript and the call's scoring. */
export const handler = route(
  { params: idParamSchema, body: aiCallUpdateSchema },
  async ({ auth, params, body }) => json(200, await updateCall(auth, params.id, body)),
);
