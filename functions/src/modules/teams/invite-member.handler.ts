import { inviteMemberSchema } from '@salesflow/shared/teams/team.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { inviteMember } from './invitations.service';

/** POST /api/team/invite: stores the invitation and emails its link. */
export const handler = route({ body: inviteMemberSchema }, async ({ auth, body }) =>
  json(201, await inviteMember(auth, body)),
);
