import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ComingSoonButton } from '../../../components/coming-soon-button';
import { whatsAppTemplate } from '../utils/outreach-templates';
import { OutreachDialog, type OutreachDialogProps } from './outreach-dialog';
import { messageField, OutreachFields, type OutreachFormProps } from './outreach-fields';

export type WhatsAppDialogProps = Omit<OutreachDialogProps, 'title' | 'Form'>;

export const WhatsAppDialog = (props: WhatsAppDialogProps) => (
  <OutreachDialog
    {...props}
    title={props.contact ? `WhatsApp ${props.contact.name}` : 'WhatsApp'}
    Form={WhatsAppForm}
  />
);

const WhatsAppForm = ({ contact, onClose }: OutreachFormProps) => {
  const [message, setMessage] = useState(() => whatsAppTemplate(contact));
  const empty = message.trim() === '';
  return (
    <OutreachFields
      onCancel={onClose}
      send={
        empty ? (
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
        )
      }
    >
      <TextField
        id="whatsapp-phone"
        label="Phone"
        value={contact.phone ?? ''}
        placeholder="No phone number"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        {...messageField('whatsapp-message', 'Message', message, setMessage)}
        multiline
        minRows={4}
      />
    </OutreachFields>
  );
};
