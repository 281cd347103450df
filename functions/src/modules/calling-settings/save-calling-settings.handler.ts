import { callingSettingsSchema } from '@salesflow/shared/calls/calling-settings.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveCallingSettings } from './calling-settings.service';

/** PUT /api/settings/calling: the full calling rules (admins and the owner). */
export const handler = route({ body: callingSettingsSchema }, async ({ auth, body }) =>
  json(200, await saveCallingSettings(auth, body)),
);
