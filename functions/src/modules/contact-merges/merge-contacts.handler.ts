import { duplicateMergeSchema } from '@salesflow/shared/contacts/duplicate-merge.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { mergeDuplicates } from './merges.service';

/** POST /api/contacts/{id}/merge: another contact merged into this one. */
export const handler = route(
  { params: idParamSchema, body: duplicateMergeSchema },
  async ({ auth, params, body }) => json(200, await mergeDuplicates(auth, params.id, body)),
);
