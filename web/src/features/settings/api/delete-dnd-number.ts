import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKeys } from '../../../lib/query-keys';

/** DELETE /api/calling/dnd-numbers/{number} (admins and the owner). */
export const useDeleteDndNumber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (e164: string) =>
      apiRequest<unknown>(paths.api.dndNumber(e164), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKeys.dndNumbers }),
  });
};
