import { callRecordingQuerySchema } from '@salesflow/shared/ai-calls/ai-call.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { redirect } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { callRecordingLink } from '../records/ai-calls.service';

/**
 * GET /api/ai-calls/{id}/recording: the call's recording itself, for the player and the download
 * (a redirect to a link good for 5 minutes; `?download=1` saves it as a file), for someone who
 * may see the call; 404 when it has none (yet).
 */
export const handler = route(
  { params: idParamSchema, query: callRecordingQuerySchema },
  async ({ auth, params, query }) =>
    redirect(await callRecordingLink(auth, params.id, { download: query.download === '1' })),
);
