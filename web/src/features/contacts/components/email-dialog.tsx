import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ComingSoonButton } from '../../../components/coming-soon-button';
import { followUpEmailBody, followUpSubject } from '../utils/outreach-templates';
import { OutreachDialog, type OutreachDialogProps } from './outreach-dialog';
import { messageField, OutreachFields, type OutreachFormProps } from './outreach-fields';

export type EmailDialogProps = Omit<OutreachDialogProps, 'title' | 'Form'>;

export const EmailDialog = (props: EmailDialogProps) => (
  <OutreachDialog {...props} title="Compose Email" Form={EmailForm} />
);

const EmailForm = ({ contact, onClose }: OutreachFormProps) => {
  const [to, setTo] = useState(contact.email);
  const [subject, setSubject] = useState(() => followUpSubject(contact));
  const [body, setBody] = useState(() => followUpEmailBody(contact));
  return (
    <OutreachFields
      onCancel={onClose}
      send={
        <ComingSoonButton reason="Email sending is coming soon" variant="contained">
          Send Email
        </ComingSoonButton>
      }
    >
      <TextField {...messageField('email-to', 'To', to, setTo)} type="email" />
      <TextField {...messageField('email-subject', 'Subject', subject, setSubject)} />
      <TextField
        {...messageField('email-message', 'Message', body, setBody)}
        multiline
        minRows={8}
      />
    </OutreachFields>
  );
};
