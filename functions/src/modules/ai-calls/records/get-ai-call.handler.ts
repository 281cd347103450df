import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../../platform/http/http-result';
import { route } from '../../../platform/http/route';
import { getCall } from './ai-calls.service';

/** GET /api/ai-calls/{id}: one call, with its transcript. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await getCall(auth, params.id)),
);
