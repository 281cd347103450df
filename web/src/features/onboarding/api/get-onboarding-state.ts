import type { OnboardingState } from '@salesflow/shared/onboarding/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { onboardingQueryKey } from '../../../lib/query-keys';

/** Cached 300000 ms (document 1, section 9). */
export const ONBOARDING_STALE_MS = 300_000;

export const getOnboardingState = (signal?: AbortSignal) =>
  apiRequest<OnboardingState>(paths.api.onboardingState, { signal });

export const onboardingStateQueryOptions = () =>
  queryOptions({
    queryKey: onboardingQueryKey,
    queryFn: ({ signal }) => getOnboardingState(signal),
    staleTime: ONBOARDING_STALE_MS,
  });

/** `enabled: false` reads what is cached without asking the server. */
export const useOnboardingState = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...onboardingStateQueryOptions(), enabled });
