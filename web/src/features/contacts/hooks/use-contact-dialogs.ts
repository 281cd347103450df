import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useState } from 'react';

export type ContactDialogKind = 'form' | 'delete' | 'call' | 'email' | 'whatsapp' | 'import';

export interface ContactDialogState {
  kind: ContactDialogKind | null;
  contact: Contact | null;
}

/**
 * Which contact dialog is open, and for whom. Closing keeps the contact so the dialog's
 * content does not change while it fades out.
 */
export const useContactDialogs = () => {
  const [state, setState] = useState<ContactDialogState>({ kind: null, contact: null });
  const open = (kind: ContactDialogKind, contact: Contact | null = null) =>
    setState({ kind, contact });
  const close = () => setState((current) => ({ ...current, kind: null }));
  return { ...state, open, close };
};

/** Opens a dialog for a row's contact (`form` is Edit). */
export type OpenContactDialog = (kind: ContactDialogKind, contact: Contact) => void;
