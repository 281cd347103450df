import type { TeamInvitation } from '@salesflow/shared/teams/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterInvitationChange } from './refresh-after-invitation-change';

export const resendInvitation = (id: string) =>
  apiRequest<TeamInvitation>(paths.api.resendInvitation(id), { method: 'POST' });

/** A new link for another 7 days; the old link stops working. */
export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => refreshAfterInvitationChange(queryClient),
  });
};
