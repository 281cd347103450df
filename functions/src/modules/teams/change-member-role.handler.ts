import { changeMemberRoleSchema } from '@salesflow/shared/teams/team.schema';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { changeMemberRole } from './teams.service';

/** PUT /api/team/members/{id}: a member's new role (who may give which is in team-rules). */
export const handler = route(
  { params: idParamSchema, body: changeMemberRoleSchema },
  async ({ auth, params, body }) => json(200, await changeMemberRole(auth, params.id, body.role)),
);
