import type { OnboardingState, OnboardingUpdate } from '@salesflow/shared/onboarding/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { onboardingQueryKey } from '../../../lib/query-keys';

export const updateOnboardingState = (update: OnboardingUpdate) =>
  apiRequest<OnboardingState>(paths.api.onboardingState, { method: 'PUT', body: update });

/** PUT answers the whole new state, so the cached state is replaced with it (no second GET). */
export const useUpdateOnboardingState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboardingState,
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey, state),
  });
};
