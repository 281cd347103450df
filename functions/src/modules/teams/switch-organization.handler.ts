import { organizationChoiceSchema } from '@salesflow/shared/teams/team.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { switchOrganization } from './teams.service';

/** POST /api/organizations/switch: the session works on another of the caller's organizations. */
export const handler = route({ body: organizationChoiceSchema }, async ({ auth, body }) =>
  json(200, await switchOrganization(auth, body.organizationId)),
);
