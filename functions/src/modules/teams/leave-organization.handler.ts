import { organizationChoiceSchema } from '@salesflow/shared/teams/team.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { leaveOrganization } from './teams.service';

/** POST /api/organizations/leave: answers the organization the session moved to. */
export const handler = route({ body: organizationChoiceSchema }, async ({ auth, body }) =>
  json(200, await leaveOrganization(auth, body.organizationId)),
);
