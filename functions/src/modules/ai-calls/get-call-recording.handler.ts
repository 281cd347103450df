import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { callRecordingLink } from './ai-calls.service';

/**
 * GET /api/ai-calls/{id}/recording: a link to play the call's recording, good for 5 minutes, for
 * someone who may see the call; 404 when it has none (yet).
 */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await callRecordingLink(auth, params.id)),
);
