import { invitationTokenParamSchema } from '@salesflow/shared/teams/team.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { acceptInvitation } from '../teams/invitations.service';
import { retireUnusedSignUpOrganization } from './sign-up-organization.service';

/**
 * POST /api/invitations/{token}/accept: the signed-in invitee joins; the session moves there. The
 * organization their sign-up made them goes if they never used it: one team, one account.
 */
export const handler = route({ params: invitationTokenParamSchema }, async ({ auth, params }) => {
  const joined = await acceptInvitation(auth, params.token);
  await retireUnusedSignUpOrganization(auth.userId, joined.id);
  return json(200, joined);
});
