import type { TeamSettings } from '@salesflow/shared/teams/team-settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKeys } from './team-query-keys';

export const getTeamSettings = (signal?: AbortSignal) =>
  apiRequest<TeamSettings>(paths.api.teamSettings, { signal });

export const teamSettingsQueryOptions = () =>
  queryOptions({
    queryKey: teamQueryKeys.settings,
    queryFn: ({ signal }) => getTeamSettings(signal),
  });

/** The current organization's settings; every member may read them, admins change them. */
export const useTeamSettings = () => useQuery(teamSettingsQueryOptions());
