import type { Profile, ProfileInput } from '@salesflow/shared/settings/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey, settingsQueryKeys } from '../../../lib/query-keys';

export const saveProfile = (profile: ProfileInput) =>
  apiRequest<Profile>(paths.api.profile, { method: 'POST', body: profile });

/**
 * Saves the Profile tab. The name is the signed-in user's own: the sidebar footer shows it, so the
 * current user is read again.
 */
export const useSaveProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQueryKeys.profile, saved);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
};
