import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useId, useState } from 'react';
import { ComingSoonButton } from '../../../components/coming-soon-button';
import { followUpEmailBody, followUpSubject } from '../utils/outreach-templates';

export interface EmailDialogProps {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}

export const EmailDialog = ({ open, contact, onClose }: EmailDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Compose Email</DialogTitle>
      {contact ? <EmailForm key={contact.id} contact={contact} onClose={onClose} /> : null}
    </Dialog>
  );
};

interface EmailFormProps {
  contact: Contact;
  onClose: () => void;
}

const EmailForm = ({ contact, onClose }: EmailFormProps) => {
  const [to, setTo] = useState(contact.email);
  const [subject, setSubject] = useState(() => followUpSubject(contact));
  const [body, setBody] = useState(() => followUpEmailBody(contact));
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="email-to"
            label="To"
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            fullWidth
            required
          />
          <TextField
            id="email-subject"
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            fullWidth
            required
          />
          <TextField
            id="email-message"
            label="Message"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={8}
            fullWidth
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <ComingSoonButton reason="Email sending is coming soon" variant="contained">
          Send Email
        </ComingSoonButton>
      </DialogActions>
    </>
  );
};
