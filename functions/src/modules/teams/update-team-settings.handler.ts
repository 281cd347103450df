import { teamSettingsUpdateSchema } from '@salesflow/shared/teams/team-settings.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { updateTeamSettings } from './team-settings.service';

/** PUT /api/team/settings (admin): what is sent changes; the answer is the settings as saved. */
export const handler = route({ body: teamSettingsUpdateSchema }, async ({ auth, body }) =>
  json(200, await updateTeamSettings(auth, body)),
);
