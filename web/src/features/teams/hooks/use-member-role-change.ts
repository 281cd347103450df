import type { TeamRole } from '@salesflow/shared/auth/roles';
import type { TeamMember } from '@salesflow/shared/teams/team.schema';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useChangeMemberRole } from '../api/change-member-role';
import { personName, withArticle } from '../utils/team-labels';

/** Changes a member's role from the member menu and says how it went. */
export const useMemberRoleChange = () => {
  const toast = useToast();
  const change = useChangeMemberRole();
  return (member: TeamMember, role: Exclude<TeamRole, 'owner'>) =>
    change.mutate(
      { id: member.id, role },
      {
        onSuccess: () =>
          toast({
            title: 'Role updated',
            description: `${personName(member.user)} is now ${withArticle(role)}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to change role'),
            variant: 'error',
          }),
      },
    );
};
