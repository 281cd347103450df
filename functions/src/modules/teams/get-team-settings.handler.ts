import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getTeamSettings } from './team-settings.service';

/** GET /api/team/settings: the organization's name, plan, limit, visibility and round-robin. */
export const handler = route({}, async ({ auth }) => json(200, await getTeamSettings(auth)));
