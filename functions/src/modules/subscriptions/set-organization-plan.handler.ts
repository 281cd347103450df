import { setPlanSchema } from '@salesflow/shared/plans/subscription.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { setOrganizationPlan } from './plan-changes.service';

/** PUT /api/admin/organizations/{id}/plan (platform operators). */
export const handler = route(
  { params: idParamSchema, body: setPlanSchema },
  async ({ auth, params, body }) => json(200, await setOrganizationPlan(auth, params.id, body)),
);
