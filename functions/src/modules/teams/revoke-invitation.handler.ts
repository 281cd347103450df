import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { revokeInvitation } from './invitations.service';

/** DELETE /api/team/invitations/{id}: the link stops working and the seat is free. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await revokeInvitation(auth, params.id);
  return noContent();
});
