import type { SecuritySettingsInput } from '@salesflow/shared/settings/security-settings';
import type { SecuritySettingsView } from '@salesflow/shared/settings/security-settings-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { securitySettingsQueryKey } from './get-security-settings';

export const saveSecuritySettings = (input: SecuritySettingsInput) =>
  apiRequest<SecuritySettingsView>(paths.api.securitySettings, { method: 'POST', body: input });

export interface SaveSecuritySettingsCallbacks {
  onSaved: () => void;
  onFailed: (error: Error) => void;
}

/**
 * Saves the Security tab, then refreshes the security query (the spec's "refreshes"). The toasts
 * are the hook's own callbacks, not `mutate()`'s: the refreshed answer starts the form afresh,
 * and callbacks given to `mutate()` are dropped once the form that called it is gone.
 */
export const useSaveSecuritySettings = ({ onSaved, onFailed }: SaveSecuritySettingsCallbacks) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecuritySettings,
    onSuccess: async (saved) => {
      onSaved();
      queryClient.setQueryData(securitySettingsQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey });
    },
    onError: onFailed,
  });
};

export type SaveSecuritySettingsMutation = ReturnType<typeof useSaveSecuritySettings>;
