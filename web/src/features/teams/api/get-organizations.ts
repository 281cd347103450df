import type { OrganizationSummary } from '@salesflow/shared/teams/team.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { organizationsQueryKey } from './team-query-keys';

export const getOrganizations = (signal?: AbortSignal) =>
  apiRequest<OrganizationSummary[]>(paths.api.organizations, { signal });

export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsQueryKey,
    queryFn: ({ signal }) => getOrganizations(signal),
  });

/** The caller's organizations, the one the session works on first (it says `current`). */
export const useOrganizations = () => useQuery(organizationsQueryOptions());
