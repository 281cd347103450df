import type {
  CallingSettings,
  CallingSettingsView,
} from '@salesflow/shared/calls/calling-settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

/** PUT /api/settings/calling: the whole object (admins and the owner). */
export const saveCallingSettings = (settings: CallingSettings) =>
  apiRequest<CallingSettingsView>(paths.api.callingSettings, { method: 'PUT', body: settings });

export const useSaveCallingSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCallingSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.calling }),
  });
};
