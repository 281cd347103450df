import type { Profile } from '@salesflow/shared/settings/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const getProfile = (signal?: AbortSignal) =>
  apiRequest<Profile>(paths.api.profile, { signal });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(profileQueryOptions());
