import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { organizationsQueryKey, teamQueryKeys } from './team-query-keys';

/** Removes the member; their leads go to `leadsTo` (a teammate) or back to the unassigned. */
export const removeMember = ({ id, leadsTo }: { id: string; leadsTo?: string | undefined }) =>
  apiRequest<void>(
    leadsTo
      ? `${paths.api.teamMember(id)}?leadsTo=${encodeURIComponent(leadsTo)}`
      : paths.api.teamMember(id),
    { method: 'DELETE' },
  );

/** A seat comes free: the members, the counts and the settings' member limit refresh. */
export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
      ]),
  });
};
