import type { SecuritySettingsInput } from '@salesflow/shared/settings/security-settings';
import type { SecuritySettingsView } from '@salesflow/shared/settings/security-settings-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

export const saveSecuritySettings = (input: SecuritySettingsInput) =>
  apiRequest<SecuritySettingsView>(paths.api.securitySettings, { method: 'POST', body: input });

/** Saves the Security tab, then refreshes the security query (the spec's "refreshes"). */
export const useSaveSecuritySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQueryKeys.security, saved);
      await queryClient.invalidateQueries({ queryKey: settingsQueryKeys.security });
    },
  });
};
