import type { TeamInvitation } from '@salesflow/shared/teams/team.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKeys } from './team-query-keys';

export const getInvitations = (signal?: AbortSignal) =>
  apiRequest<TeamInvitation[]>(paths.api.teamInvitations, { signal });

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: teamQueryKeys.invitations,
    queryFn: ({ signal }) => getInvitations(signal),
  });

/** Invitations still open (pending, or expired and not revoked); admins and the owner only. */
export const useInvitations = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...invitationsQueryOptions(), ...options });
