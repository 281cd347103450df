import Link from '@mui/material/Link';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';

export interface ContactNameButtonProps {
  contact: Contact;
  onOpen: (contact: Contact) => void;
}

/** The contact's name in a list; it opens the contact's detail. */
export const ContactNameButton = ({ contact, onOpen }: ContactNameButtonProps) => (
  <Link
    component="button"
    type="button"
    variant="body2"
    color="text.primary"
    underline="hover"
    aria-haspopup="dialog"
    onClick={() => onOpen(contact)}
    sx={{
      display: 'block',
      maxWidth: '100%',
      fontWeight: 600,
      textAlign: 'left',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    }}
  >
    {contact.name}
  </Link>
);
