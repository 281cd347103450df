import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { hangUpCall } from './real-calls.service';

/**
 * POST /api/ai-calls/{id}/hang-up: ends a real call from the panel's End Call button. Twilio hangs
 * up and its completed callback records the end; a call not yet placed is cancelled at once.
 */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await hangUpCall(auth, params.id)),
);
