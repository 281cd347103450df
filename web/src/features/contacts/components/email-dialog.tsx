import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSendEmail } from '../api/send-email';
import { followUpEmailBody, followUpSubject } from '../utils/outreach-templates';
import { OutreachDialog, type OutreachDialogProps } from './outreach-dialog';
import { messageField, OutreachFields, type OutreachFormProps } from './outreach-fields';

export type EmailDialogProps = Omit<OutreachDialogProps, 'title' | 'Form'>;

export const EmailDialog = (props: EmailDialogProps) => (
  <OutreachDialog {...props} title="Compose Email" Form={EmailForm} />
);

const FAILED = 'Failed to send email. Please check your email configuration.';

const EmailForm = ({ contact, onClose }: OutreachFormProps) => {
  const toast = useToast();
  const send = useSendEmail();
  // Compose Email writes to the contact's own address only (the server refuses any other).
  const to = contact.email;
  const [toError, setToError] = useState<string | null>(null);
  const [subject, setSubject] = useState(() => followUpSubject(contact));
  const [body, setBody] = useState(() => followUpEmailBody(contact));

  const submit = () => {
    // Document 1, §5: to, subject and body are all required.
    if (!to.trim() || !subject.trim() || !body.trim()) {
      toast({
        title: 'Missing information',
        description: 'Please fill in all required fields',
        variant: 'error',
      });
      return;
    }
    send.mutate(
      { to: to.trim(), subject: subject.trim(), body, contactId: contact.id },
      {
        onSuccess: () => {
          toast({
            title: 'Email sent',
            description: `Your email to ${contact.name} was sent.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          // The contact's address changed meanwhile: said beside To.
          const onTo =
            error instanceof ApiError ? error.details.find((d) => d.field === 'to') : null;
          setToError(onTo?.message ?? null);
          // A stopped address (409), the minute's limit (429) or a bad field (400) says what to
          // do; anything else is the spec's message.
          const clear = error instanceof ApiError && [400, 409, 429].includes(error.status);
          toast({
            title: 'Email failed',
            description: onTo?.message ?? (clear ? errorMessage(error, FAILED) : FAILED),
            variant: 'error',
          });
        },
      },
    );
  };

  return (
    <OutreachFields
      onCancel={onClose}
      send={
        <Button
          variant="contained"
          disabled={send.isPending}
          onClick={submit}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Send Email
        </Button>
      }
    >
      <TextField
        {...messageField('email-to', 'To', to, () => {})}
        type="email"
        error={toError !== null}
        helperText={toError ?? undefined}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField {...messageField('email-subject', 'Subject', subject, setSubject)} />
      <TextField
        {...messageField('email-message', 'Message', body, setBody)}
        multiline
        minRows={8}
      />
    </OutreachFields>
  );
};
