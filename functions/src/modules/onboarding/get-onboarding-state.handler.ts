import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getOnboarding } from './onboarding.repository';

/** GET /api/user/onboarding-state */
export const handler = route({}, async ({ auth }) => json(200, await getOnboarding(auth.userId)));
