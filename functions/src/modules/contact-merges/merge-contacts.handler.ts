import { duplicateMergeSchema } from '@salesflow/shared/contacts/duplicate-merge.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { mergeDuplicates } from './merges.service';

/**
 * POST /api/contacts/{id}/merge: another contact merged into this one (200), or, with a history too
 * long to move within the answer's time, begun and left to its worker (202, `pending`).
 */
export const handler = route(
  { params: idParamSchema, body: duplicateMergeSchema },
  async ({ auth, params, body }) => {
    const result = await mergeDuplicates(auth, params.id, body);
    return json(result.pending ? 202 : 200, result);
  },
);
