import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { profile } from './profile.service';

/** GET /api/settings/profile: the caller's own profile. */
export const handler = route({}, async ({ auth }) => json(200, await profile(auth)));
