import { invitationTokenParamSchema } from '@salesflow/shared/teams/team.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { acceptInvitation } from './invitations.service';

/** POST /api/invitations/{token}/accept: the signed-in invitee joins; the session moves there. */
export const handler = route({ params: invitationTokenParamSchema }, async ({ auth, params }) =>
  json(200, await acceptInvitation(auth, params.token)),
);
