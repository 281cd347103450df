import { invitationTokenParamSchema } from '@salesflow/shared/teams/team.schema';
import { json } from '../../platform/http/http-result';
import { publicRoute } from '../../platform/http/route';
import { previewInvitation } from './invitations.service';

/** GET /api/invitations/{token}: public; what the invite page shows, and nothing else. */
export const handler = publicRoute({ params: invitationTokenParamSchema }, async ({ params }) =>
  json(200, await previewInvitation(params.token)),
);
