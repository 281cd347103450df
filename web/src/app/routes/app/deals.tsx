import { roleAtLeast } from '@salesflow/shared/auth/roles';
import { useMemo } from 'react';
import type { SavedViewsViewer } from '../../../components/saved-views/use-saved-views';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { DealsScreen } from '../../../features/deals/components/deals-screen';
import { useCurrentMembership } from '../../../features/teams/hooks/use-current-membership';
import { useAssigneeName } from './use-assignee-name';
import { useLeadRules } from './use-lead-rules';

/** One deal's assignee by name: the team's members are read only once a view shows the column. */
const AssigneeNameText = ({ userId }: { userId: string | null }) => (
  <>{useAssigneeName()(userId)}</>
);
const renderAssignee = (userId: string | null) => <AssigneeNameText userId={userId} />;

/**
 * /app/deals: the Deals screen with its table and the drag-and-drop sales pipeline, offering the
 * user only the changes the server allows them (a member: their leads' deals and their own); who
 * is looking, for the table's saved views (remembered per organization and user; shared by
 * managers and above).
 */
export const DealsRoute = () => {
  const { mayChangeDeal, mayChangeLead } = useLeadRules();
  const rules = useMemo(
    () => ({ mayChange: mayChangeDeal, mayLink: mayChangeLead }),
    [mayChangeDeal, mayChangeLead],
  );
  const user = useCurrentUser().data;
  const { role } = useCurrentMembership();
  // The session's organization: known with the user, before the organizations list.
  const viewer = useMemo<SavedViewsViewer | undefined>(
    () =>
      user
        ? {
            userId: user.id,
            organizationId: user.organizationId,
            mayShareViews: roleAtLeast(role, 'manager'),
          }
        : undefined,
    [user, role],
  );
  return <DealsScreen rules={rules} viewer={viewer} renderAssignee={renderAssignee} />;
};
