import { onboardingUpdateSchema } from '@salesflow/shared/onboarding/onboarding';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { changeOnboardingState } from './onboarding.service';

/** PUT /api/user/onboarding-state: the tour and the banner; milestones are set by the server. */
export const handler = route({ body: onboardingUpdateSchema }, async ({ auth, body }) =>
  json(200, await changeOnboardingState(auth.userId, body)),
);
