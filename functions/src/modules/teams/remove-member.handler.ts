import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { removeMember } from './teams.service';

/** DELETE /api/team/members/{id}: the member loses access at once. */
export const handler = route({ params: idParamSchema }, async ({ auth, params }) => {
  await removeMember(auth, params.id);
  return noContent();
});
