import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { currentUserQueryKey, planLimitsQueryKey } from '../lib/query-keys';

/**
 * Spec defaults (document 1, section 7): no retries, data never stale, no refetch on focus.
 * A 401 from any call means the session ended: mark the user signed out so the gate shows sign-in.
 * A 402 may mean the organization just became read-only: the shell's banner reads it again.
 */
export const createQueryClient = (): QueryClient => {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      client.setQueryData(currentUserQueryKey, null);
    }
    if (error instanceof ApiError && error.status === 402) {
      void client.invalidateQueries({ queryKey: planLimitsQueryKey });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
};
