import { suspensionSchema } from '@salesflow/shared/admin/admin.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { setSuspension } from './admin.service';

/** PUT /api/admin/accounts/{id}/suspension (platform operators): suspend or reactivate. */
export const handler = route(
  { params: idParamSchema, body: suspensionSchema },
  async ({ auth, params, body }) => json(200, await setSuspension(auth, params.id, body)),
);
