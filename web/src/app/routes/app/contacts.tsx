import { ContactsScreen } from '../../../features/contacts/components/contacts-screen';
import { FollowUpsTeamProvider } from './follow-ups-team-provider';
import { useContactsTeam } from './use-contacts-team';

/**
 * /app/contacts, with assignee names from the team and assigning for managers and above (who may
 * also share saved views); the drawer's follow-ups read the user's time zone and team from the
 * provider.
 */
export const ContactsRoute = () => {
  const { assign, assigneeName, mayChange, viewer } = useContactsTeam();
  return (
    <FollowUpsTeamProvider>
      <ContactsScreen
        assign={assign}
        assigneeName={assigneeName}
        mayChange={mayChange}
        viewer={viewer}
      />
    </FollowUpsTeamProvider>
  );
};
