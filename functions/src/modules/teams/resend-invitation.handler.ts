import { idParamSchema } from '@salesflow/shared/text/id-param';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { resendInvitation } from './invitations.service';

/** POST /api/team/invitations/{id}/resend: a new link for 7 more days; the old one stops. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) =>
  json(200, await resendInvitation(auth, params.id)),
);
