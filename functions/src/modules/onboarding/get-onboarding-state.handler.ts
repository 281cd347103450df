import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { onboardingState } from './onboarding.service';

/** GET /api/user/onboarding-state */
export const handler = route({}, async ({ auth }) => json(200, await onboardingState(auth.userId)));
