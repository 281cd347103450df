import { useCallback } from 'react';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import type { AssigneeName } from '../../../features/contacts/types/contacts-team';
import { useTeamMembers } from '../../../features/teams/api/get-team-members';
import { personName } from '../../../features/teams/utils/team-labels';

/** Who holds a lead, by name: "You", a member, "Unassigned" (the Contacts and Deals screens). */
export const useAssigneeName = (): AssigneeName => {
  const userId = useCurrentUser().data?.id;
  const members = useTeamMembers().data;
  return useCallback(
    (id: string | null) => {
      if (id === null) return 'Unassigned';
      if (id === userId) return 'You';
      const member = members?.find((candidate) => candidate.id === id);
      if (member) return personName(member.user);
      // Loaded without them: they have left the team since.
      return members ? 'Former member' : 'Team member';
    },
    [userId, members],
  );
};
