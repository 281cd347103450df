import type {
  TeamSettings,
  TeamSettingsUpdate,
} from '@salesflow/shared/teams/team-settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { organizationsQueryKey, teamQueryKeys } from './team-query-keys';

export const updateTeamSettings = (update: TeamSettingsUpdate) =>
  apiRequest<TeamSettings>(paths.api.teamSettings, { method: 'PUT', body: update });

/** The answer is the settings as saved; the organization's name also shows in the switcher. */
export const useUpdateTeamSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(teamQueryKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
    },
  });
};
