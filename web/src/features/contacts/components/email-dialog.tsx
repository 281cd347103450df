import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_EMAIL_TEMPLATE,
  type EmailTemplate,
  fillMergeFields,
} from '@salesflow/shared/emails/email-templates';
import { useState } from 'react';
import { useEmailTemplates } from '../../../components/email-templates/email-templates-api';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSendEmail } from '../api/send-email';
import { OutreachDialog, type OutreachDialogProps } from './outreach-dialog';
import { messageField, OutreachFields, type OutreachFormProps } from './outreach-fields';

export type EmailDialogProps = Omit<OutreachDialogProps, 'title' | 'Form'>;

/** Compose Email: a template (the built-in follow-up or the organization's), filled for the contact. */
export const EmailDialog = (props: EmailDialogProps) => (
  <OutreachDialog {...props} title="Compose Email" Form={EmailForm} />
);

const FAILED = 'Failed to send email. Please check your email configuration.';

const EmailForm = ({ contact, onClose, senderName = '' }: OutreachFormProps) => {
  const toast = useToast();
  const send = useSendEmail();
  const templates = useEmailTemplates().data?.items ?? [];
  // Compose Email writes to the contact's own address only (the server refuses any other).
  const to = contact.email;
  const [toError, setToError] = useState<string | null>(null);
  const fill = (text: string) => fillMergeFields(text, { contact, senderName });
  const [templateId, setTemplateId] = useState(DEFAULT_EMAIL_TEMPLATE.id);
  const [subject, setSubject] = useState(() => fill(DEFAULT_EMAIL_TEMPLATE.subject));
  const [body, setBody] = useState(() => fill(DEFAULT_EMAIL_TEMPLATE.body));
  // A template chosen fills Subject and Message for this contact (what was typed there goes).
  const choose = (id: string) => {
    const template: Pick<EmailTemplate, 'subject' | 'body'> | undefined =
      id === DEFAULT_EMAIL_TEMPLATE.id
        ? DEFAULT_EMAIL_TEMPLATE
        : templates.find((t) => t.id === id);
    if (!template) return;
    setTemplateId(id);
    setSubject(fill(template.subject));
    setBody(fill(template.body));
  };

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
        id="email-template"
        select
        label="Template"
        value={templateId}
        onChange={(event) => choose(event.target.value)}
        fullWidth
      >
        <MenuItem value={DEFAULT_EMAIL_TEMPLATE.id}>
          {DEFAULT_EMAIL_TEMPLATE.name} (built in)
        </MenuItem>
        {templates.map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
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
