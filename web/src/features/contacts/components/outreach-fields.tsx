import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { ChangeEvent, ReactNode } from 'react';

/** What an outreach dialog's message form is given. */
export interface OutreachFormProps {
  contact: Contact;
  onClose: () => void;
  /** Who sends it (the signed-in user's name), for templates that sign with it. */
  senderName?: string | undefined;
}

export interface OutreachFieldsProps {
  onCancel: () => void;
  /** The send button. */
  send: ReactNode;
  /** The message's fields. */
  children: ReactNode;
}

/** The message's fields, then Cancel and the send button. */
export const OutreachFields = ({ onCancel, send, children }: OutreachFieldsProps) => (
  <>
    <DialogContent>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel}>Cancel</Button>
      {send}
    </DialogActions>
  </>
);

/** A required, full-width message field bound to its state. */
export const messageField = (
  id: string,
  label: string,
  value: string,
  onChange: (value: string) => void,
) => ({
  id,
  label,
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  fullWidth: true,
  required: true,
});
