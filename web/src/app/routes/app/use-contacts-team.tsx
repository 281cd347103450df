import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { mayChangeLead } from '@salesflow/shared/teams/lead-rules';
import { useCallback } from 'react';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import type {
  AssigneeName,
  ContactsAssign,
  MayChangeContact,
} from '../../../features/contacts/types/contacts-team';
import { useTeamMembers } from '../../../features/teams/api/get-team-members';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';
import { personName } from '../../../features/teams/utils/team-labels';
import { can } from '../../../features/teams/utils/team-viewer';

// Its form and the members list load the first time someone assigns.
const AssignLeadDialog = lazyPopup(
  async () =>
    (await import('../../../features/teams/components/assign-lead-dialog')).AssignLeadDialog,
  <PopupLoading />,
);

const assign: ContactsAssign = {
  renderDialog: ({ open, contactIds, onClose, onAssigned }) => (
    <AssignLeadDialog
      open={open}
      contactIds={contactIds}
      onDone={onClose}
      onAssigned={(result) => {
        if (result.assigned.length > 0) onAssigned(result.assigned.map((item) => item.contactId));
      }}
    />
  ),
};

/** Who holds a lead, by name: "You", a member, "Unassigned". */
const useAssigneeName = (): AssigneeName => {
  const userId = useCurrentUser().data?.id;
  const members = useTeamMembers().data;
  return useCallback(
    (id: Contact['assignedTo']) => {
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

/**
 * Which leads the user may change and work, as the server decides (shared/src/teams/lead-rules):
 * managers and above all; a member theirs and the unassigned ones. Until the user and their role
 * are known, only the unassigned ones, so nothing is offered that would be refused.
 */
const useMayChange = (role: Parameters<typeof mayChangeLead>[0]['role']): MayChangeContact => {
  const userId = useCurrentUser().data?.id ?? '';
  return useCallback((contact) => mayChangeLead({ userId, role }, contact), [userId, role]);
};

/**
 * What the Contacts screen takes from the team: assignee names and which leads may be changed for
 * everyone, and assigning for managers and above (the role is "member" until known, so nothing
 * is offered early).
 */
export const useContactsTeam = () => {
  const { role } = useCurrentMembership();
  const assigneeName = useAssigneeName();
  const mayChange = useMayChange(role);
  return { assigneeName, mayChange, assign: can({ role }, 'all-records') ? assign : undefined };
};
