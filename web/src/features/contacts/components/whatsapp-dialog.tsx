import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { WhatsAppSendInput } from '@salesflow/shared/whatsapp/whatsapp-message.schema';
import { WINDOW_CLOSED_MESSAGE } from '@salesflow/shared/whatsapp/whatsapp-window';
import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useWhatsAppWindow } from '../api/get-whatsapp-window';
import { useSendWhatsAppMessage } from '../api/send-whatsapp-message';
import { whatsAppTemplate } from '../utils/outreach-templates';
import { OutreachDialog, type OutreachDialogProps } from './outreach-dialog';
import { messageField, OutreachFields, type OutreachFormProps } from './outreach-fields';
import { TemplateChoice, type TemplateSelection } from './whatsapp-template-choice';
import { WhatsAppWindowNote } from './whatsapp-window-note';

export type WhatsAppDialogProps = Omit<OutreachDialogProps, 'title' | 'Form'>;

export const WhatsAppDialog = (props: WhatsAppDialogProps) => (
  <OutreachDialog
    {...props}
    title={props.contact ? `WhatsApp ${props.contact.name}` : 'WhatsApp'}
    Form={WhatsAppForm}
  />
);

const FAILED = 'Failed to send WhatsApp message. Please try again.';

const WhatsAppForm = ({ contact, onClose }: OutreachFormProps) => {
  const toast = useToast();
  const send = useSendWhatsAppMessage();
  const [message, setMessage] = useState(() => whatsAppTemplate(contact));
  const phone = contact.phoneE164 || contact.phone || '';
  // The 24-hour window as the dialog opens, before anything is typed; a failed check leaves the
  // server to say it on send.
  const window = useWhatsAppWindow(contact.id, phone !== '');
  const checking = phone !== '' && window.isPending;
  const known = window.data;
  // Set when the server says the window closed meanwhile (409 on send).
  const [closedOnSend, setClosedOnSend] = useState<string | null>(null);
  const windowClosed =
    closedOnSend ??
    (known?.configured && known.hasPhone && !known.open ? WINDOW_CLOSED_MESSAGE : null);
  const [template, setTemplate] = useState<TemplateSelection | null>(null);
  const empty = message.trim() === '';

  const submit = (input: Omit<WhatsAppSendInput, 'to' | 'contactId'>) => {
    // Document 1, §5: a phone and a non-empty trimmed message, else nothing is sent.
    if (!phone || ('message' in input && !input.message?.trim())) {
      toast({
        title: 'Missing information',
        description: 'Contact must have a phone number and message cannot be empty',
        variant: 'error',
      });
      return;
    }
    send.mutate(
      { to: phone, contactId: contact.id, ...input },
      {
        onSuccess: () => {
          toast({
            title: 'WhatsApp message sent',
            description: `Your message to ${contact.name} was sent.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'WINDOW_CLOSED') {
            setClosedOnSend(error.serverMessage ?? WINDOW_CLOSED_MESSAGE);
            return;
          }
          // A setup problem (409) says what to do; anything else is the spec's message.
          const description =
            error instanceof ApiError && error.status === 409
              ? errorMessage(error, FAILED)
              : FAILED;
          toast({ title: 'Message failed', description, variant: 'error' });
        },
      },
    );
  };

  const sendButton =
    known?.configured === false ? null : windowClosed ? (
      <Button
        variant="contained"
        color="success"
        disabled={!template?.complete || send.isPending}
        onClick={() => template && submit({ template: template.choice })}
        startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Send Template
      </Button>
    ) : (
      <Button
        variant="contained"
        color="success"
        disabled={empty || checking || send.isPending}
        onClick={() => submit({ message: message.trim() })}
        startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        Send Message
      </Button>
    );

  return (
    <OutreachFields onCancel={onClose} send={sendButton}>
      <TextField
        id="whatsapp-phone"
        label="Phone"
        value={contact.phone ?? ''}
        placeholder="No phone number"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <WhatsAppWindowNote name={contact.name} window={known} checking={checking} />
      {windowClosed ? (
        <>
          <Alert severity="warning">{windowClosed}</Alert>
          <TemplateChoice onChange={setTemplate} />
        </>
      ) : (
        <TextField
          {...messageField('whatsapp-message', 'Message', message, setMessage)}
          multiline
          minRows={4}
        />
      )}
    </OutreachFields>
  );
};
