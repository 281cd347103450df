import type { QueryClient } from '@tanstack/react-query';
import { organizationsQueryKey, teamQueryKeys } from './team-query-keys';

/** An invitation holds a seat until answered: the list and the seat counts refresh. */
export const refreshAfterInvitationChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: teamQueryKeys.invitations }),
    queryClient.invalidateQueries({ queryKey: organizationsQueryKey }),
  ]);
