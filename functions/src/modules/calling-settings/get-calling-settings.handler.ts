import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { callingSettingsFor } from './calling-settings.service';

/** GET /api/settings/calling: calling hours, consent, calls per second, auto-calling. */
export const handler = route({}, async ({ auth }) => json(200, await callingSettingsFor(auth)));
