import { type RouteDefinition, user } from '../../platform/http/route-table';

/** The signed-in user's onboarding checklist. */
export const onboardingRoutes: readonly RouteDefinition[] = [
  user('GET', '/api/user/onboarding-state', 'onboarding/get-onboarding-state'),
  user('PUT', '/api/user/onboarding-state', 'onboarding/update-onboarding-state'),
];
