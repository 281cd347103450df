import { dealPatchSchema } from '@salesflow/shared/deals/deal.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateDealWithCustomValues } from './deal-custom-values.service';

/** PUT /api/deals/{id}: the fields sent change; the board sends only the stage. */
export const handler = route(
  { params: idParamSchema, body: dealPatchSchema },
  async ({ auth, params, body }) =>
    json(200, await updateDealWithCustomValues(auth, params.id, body)),
);
