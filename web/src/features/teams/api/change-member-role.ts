import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKeys } from './team-query-keys';

export interface ChangeMemberRoleInput {
  id: string;
  role: Exclude<TeamRole, 'owner'>;
}

export const changeMemberRole = ({ id, role }: ChangeMemberRoleInput) =>
  apiRequest<TeamMember>(paths.api.teamMember(id), { method: 'PUT', body: { role } });

export const useChangeMemberRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKeys.members }),
  });
};
