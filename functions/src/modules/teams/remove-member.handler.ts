import { removeMemberQuerySchema } from '@salesflow/shared/teams/member-departure';
import { idParamSchema } from '@salesflow/shared/text/id-param';
import { noContent } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { removeMember } from './teams.service';

/**
 * DELETE /api/team/members/{id}: the member loses access at once; their leads go to the member
 * named by `leadsTo`, or back to the unassigned leads.
 */
export const handler = route(
  { params: idParamSchema, query: removeMemberQuerySchema },
  async ({ auth, params, query }) => {
    await removeMember(auth, params.id, query.leadsTo);
    return noContent();
  },
);
