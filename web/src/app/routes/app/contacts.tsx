import { ContactsScreen } from '../../../features/contacts/components/contacts-screen';
import { useContactsTeam } from './use-contacts-team';

/** /app/contacts, with assignee names from the team and assigning for managers and above. */
export const ContactsRoute = () => {
  const { assign, assigneeName, mayChange } = useContactsTeam();
  return <ContactsScreen assign={assign} assigneeName={assigneeName} mayChange={mayChange} />;
};
