import type { ContactDialogState } from '../hooks/use-contact-dialogs';
import { CallDialog } from './call-dialog';
import { ContactFormDialog } from './contact-form-dialog';
import { DeleteContactDialog } from './delete-contact-dialog';
import { EmailDialog } from './email-dialog';
import { ImportLeadsDialog } from './import-leads-dialog';
import { WhatsAppDialog } from './whatsapp-dialog';

export interface ContactDialogsProps extends ContactDialogState {
  onClose: () => void;
  /** The signed-in user's name, which email templates sign with. */
  senderName?: string | undefined;
}

/** Every dialog the contacts screen can open; at most one is open at a time. */
export const ContactDialogs = ({ kind, contact, onClose, senderName }: ContactDialogsProps) => (
  <>
    <ContactFormDialog open={kind === 'form'} contact={contact} onClose={onClose} />
    <DeleteContactDialog open={kind === 'delete'} contact={contact} onClose={onClose} />
    <CallDialog open={kind === 'call'} contact={contact} onClose={onClose} />
    <EmailDialog
      open={kind === 'email'}
      contact={contact}
      onClose={onClose}
      senderName={senderName}
    />
    <WhatsAppDialog open={kind === 'whatsapp'} contact={contact} onClose={onClose} />
    <ImportLeadsDialog open={kind === 'import'} onClose={onClose} />
  </>
);
