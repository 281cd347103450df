import { idParamSchema } from '@salesflow/shared/text/id-param';
import { viewPatchSchema } from '@salesflow/shared/views/view.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateView } from './views.service';

/** PUT /api/views/{id}: the fields sent change. */
export const handler = route(
  { params: idParamSchema, body: viewPatchSchema },
  async ({ auth, params, body }) => json(200, await updateView(auth, params.id, body)),
);
