import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_STALE_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { apiFetch, parseJson } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/query-keys';

/** The signed-in user, or null when the server answers 401 (signed out). */
export const getCurrentUser = async (signal?: AbortSignal): Promise<AuthUser | null> => {
  const response = await apiFetch(paths.api.currentUser, { signal });
  if (response.status === 401) return null;
  // Document 1, section 8: this call's own message, not the general `ApiError` one.
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  return parseJson<AuthUser>(response);
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
