import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKeys } from './team-query-keys';

export const getTeamMembers = (signal?: AbortSignal) =>
  apiRequest<TeamMember[]>(paths.api.teamMembers, { signal });

export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: teamQueryKeys.members,
    queryFn: ({ signal }) => getTeamMembers(signal),
  });

/** The organization's active members, owner first. */
export const useTeamMembers = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...teamMembersQueryOptions(), ...options });
