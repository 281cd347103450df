import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listMembers } from './teams.service';

/** GET /api/team/members: the current organization's active members, owner first. */
export const handler = route({}, async ({ auth }) => json(200, await listMembers(auth)));
