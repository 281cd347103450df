import { updateAssignmentSchema } from '@salesflow/shared/teams/assignment.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateAssignment } from './assignments.service';

/** PUT /api/team/assignments/{id}: reassign an active assignment, or change priority or notes. */
export const handler = route(
  { params: idParamSchema, body: updateAssignmentSchema },
  async ({ auth, params, body }) => json(200, await updateAssignment(auth, params.id, body)),
);
