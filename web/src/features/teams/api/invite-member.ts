import type { InviteMemberInput, TeamInvitation } from '@salesflow/shared/teams/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterInvitationChange } from './refresh-after-invitation-change';

export const inviteMember = (input: InviteMemberInput) =>
  apiRequest<TeamInvitation>(paths.api.teamInvite, { method: 'POST', body: input });

export const useInviteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => refreshAfterInvitationChange(queryClient),
  });
};
