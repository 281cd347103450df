import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterInvitationChange } from './refresh-after-invitation-change';

export const revokeInvitation = (id: string) =>
  apiRequest<void>(paths.api.teamInvitation(id), { method: 'DELETE' });

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => refreshAfterInvitationChange(queryClient),
  });
};
