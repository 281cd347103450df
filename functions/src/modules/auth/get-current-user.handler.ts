import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { currentUser } from './current-user.service';

/** GET /api/auth/user: the signed-in user, or 401. */
export const handler = route({}, async ({ auth }) => json(200, await currentUser(auth)));
