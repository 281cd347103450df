import type { Milestone, OnboardingUpdate } from '@salesflow/shared/onboarding/onboarding';
import { getOnboarding, markMilestone, updateOnboarding } from './onboarding.repository';

export const onboardingState = (userId: string) => getOnboarding(userId);

/** The tour and the banner; finishing the tour stamps when, unless the client said. */
export const changeOnboardingState = async (userId: string, update: OnboardingUpdate) => {
  const completing = update.hasCompletedTour === true && update.tourCompletedAt === undefined;
  await updateOnboarding(userId, {
    ...update,
    ...(completing ? { tourCompletedAt: new Date().toISOString() } : {}),
  });
  return getOnboarding(userId);
};

/** Other modules flip a milestone when the user really did the thing. */
export const reachMilestone = (userId: string, milestone: Milestone) =>
  markMilestone(userId, milestone);
