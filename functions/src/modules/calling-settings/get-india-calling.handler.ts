import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { indiaCallingFor } from './india-calling.service';

/** GET /api/settings/india-calling: the DLT entity ID and the ExoPhones by series. */
export const handler = route({}, async ({ auth }) => json(200, await indiaCallingFor(auth)));
