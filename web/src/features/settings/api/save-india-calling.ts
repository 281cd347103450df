import type { IndiaCallingProfile, IndiaCallingView } from '@salesflow/shared/calls/india-calling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

/** PUT /api/settings/india-calling: the whole profile (admins and the owner). */
export const saveIndiaCalling = (profile: IndiaCallingProfile) =>
  apiRequest<IndiaCallingView>(paths.api.indiaCalling, { method: 'PUT', body: profile });

export const useSaveIndiaCalling = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIndiaCalling,
    onSuccess: (view) => queryClient.setQueryData(settingsQueryKeys.indiaCalling, view),
  });
};
