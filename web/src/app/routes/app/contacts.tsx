import { ContactsScreen } from '../../../features/contacts/components/contacts-screen';

export const ContactsRoute = () => <ContactsScreen />;
