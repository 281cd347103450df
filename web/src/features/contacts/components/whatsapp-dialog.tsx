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
import { whatsAppTemplate } from '../utils/outreach-templates';

export interface WhatsAppDialogProps {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}

export const WhatsAppDialog = ({ open, contact, onClose }: WhatsAppDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{contact ? `WhatsApp ${contact.name}` : 'WhatsApp'}</DialogTitle>
      {contact ? <WhatsAppForm key={contact.id} contact={contact} onClose={onClose} /> : null}
    </Dialog>
  );
};

interface WhatsAppFormProps {
  contact: Contact;
  onClose: () => void;
}

const WhatsAppForm = ({ contact, onClose }: WhatsAppFormProps) => {
  const [message, setMessage] = useState(() => whatsAppTemplate(contact));
  const empty = message.trim() === '';
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="whatsapp-phone"
            label="Phone"
            value={contact.phone ?? ''}
            placeholder="No phone number"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            id="whatsapp-message"
            label="Message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={4}
            fullWidth
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        {empty ? (
          <Button variant="contained" color="success" disabled>
            Send Message
          </Button>
        ) : (
          <ComingSoonButton
            reason="WhatsApp sending is coming soon"
            variant="contained"
            color="success"
          >
            Send Message
          </ComingSoonButton>
        )}
      </DialogActions>
    </>
  );
};
