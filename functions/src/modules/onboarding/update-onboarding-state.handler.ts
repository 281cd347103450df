import { onboardingUpdateSchema } from '@salesflow/shared/onboarding/onboarding';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { getOnboarding, updateOnboarding } from './onboarding.repository';

/** PUT /api/user/onboarding-state: the tour and the banner; milestones are set by the server. */
export const handler = route({ body: onboardingUpdateSchema }, async ({ auth, body }) => {
  const completing = body.hasCompletedTour === true && body.tourCompletedAt === undefined;
  await updateOnboarding(auth.userId, {
    ...body,
    ...(completing ? { tourCompletedAt: new Date().toISOString() } : {}),
  });
  return json(200, await getOnboarding(auth.userId));
});
