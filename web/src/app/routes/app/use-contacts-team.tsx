import { roleAtLeast } from '@salesflow/shared/auth/roles';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useCallback } from 'react';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import type {
  AssigneeName,
  ContactsAssign,
  MayChangeContact,
} from '../../../features/contacts/types/contacts-team';
import type { ContactsViewer } from '../../../features/contacts/types/contacts-viewer';
import { useTeamMembers } from '../../../features/teams/api/get-team-members';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';
import { personName } from '../../../features/teams/utils/team-labels';
import { can } from '../../../features/teams/utils/team-viewer';
import { useLeadRules } from './use-lead-rules';

// Its form and the members list load the first time someone assigns.
const AssignLeadDialog = lazyPopup(
  async () =>
    (await import('../../../features/teams/components/assign-lead-dialog')).AssignLeadDialog,
  <PopupLoading />,
);

// Choosing the member for every matching lead (or many ticked ones), the first time it is asked.
const ChooseMemberDialog = lazyPopup(
  async () =>
    (await import('../../../features/teams/components/choose-member-dialog')).ChooseMemberDialog,
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
  renderChooseAssignee: (props) => <ChooseMemberDialog {...props} />,
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
 * What the Contacts screen takes from the team: assignee names and which leads may be changed for
 * everyone, and assigning for managers and above (the role is "member" until known, so nothing
 * is offered early); who is looking, for saved views (remembered per organization and user;
 * shared by managers and above).
 */
export const useContactsTeam = () => {
  const { role } = useCurrentMembership();
  const user = useCurrentUser().data;
  const assigneeName = useAssigneeName();
  const mayChange: MayChangeContact = useLeadRules().mayChangeLead;
  // The session's organization: known with the user, before the organizations list.
  const viewer: ContactsViewer | undefined = user
    ? {
        userId: user.id,
        organizationId: user.organizationId,
        mayShareViews: roleAtLeast(role, 'manager'),
        name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      }
    : undefined;
  return {
    assigneeName,
    mayChange,
    assign: can({ role }, 'all-records') ? assign : undefined,
    viewer,
  };
};
