import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { listOrganizations } from './teams.service';

/** GET /api/organizations: the caller's organizations, the current one first. */
export const handler = route({}, async ({ auth }) => json(200, await listOrganizations(auth)));
