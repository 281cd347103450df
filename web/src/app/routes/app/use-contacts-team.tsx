import { roleAtLeast } from '@salesflow/shared/auth/roles';
import { lazyPopup, PopupLoading } from '../../../components/lazy-popup';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import type {
  ContactsAssign,
  MayChangeContact,
} from '../../../features/contacts/types/contacts-team';
import type { ContactsViewer } from '../../../features/contacts/types/contacts-viewer';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';
import { can } from '../../../features/teams/utils/team-viewer';
import { useAssigneeName } from './use-assignee-name';
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
