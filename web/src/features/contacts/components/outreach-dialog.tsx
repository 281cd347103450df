import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ComponentType } from 'react';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { OutreachFormProps } from './outreach-fields';

export interface OutreachDialogProps {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
  title: string;
  /** The message form; it starts afresh (from its template) for each contact. */
  Form: ComponentType<OutreachFormProps>;
  /** Who sends it, for templates that sign with the sender's name. */
  senderName?: string | undefined;
}

/** Compose Email, WhatsApp: a message to one contact, prefilled from a template. */
export const OutreachDialog = ({
  open,
  contact,
  onClose,
  title,
  Form,
  senderName,
}: OutreachDialogProps) => (
  <FormDialog open={open} title={title} onClose={onClose}>
    {contact ? (
      <Form key={contact.id} contact={contact} onClose={onClose} senderName={senderName} />
    ) : null}
  </FormDialog>
);
