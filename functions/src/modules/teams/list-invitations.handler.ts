import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listInvitations } from './invitations.service';

/** GET /api/team/invitations: the open invitations, newest first. */
export const handler = route({}, async ({ auth }) => json(200, await listInvitations(auth)));
