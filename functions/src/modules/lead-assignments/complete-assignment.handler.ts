import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { completeAssignment } from './assignments.service';

/** POST /api/team/assignments/{id}/complete: the assignee (or a manager) marks it done. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await completeAssignment(auth, params.id)),
);
