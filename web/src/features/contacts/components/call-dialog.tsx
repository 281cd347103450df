import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CallPurpose } from '@salesflow/shared/calls/india-calling';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { useId, useState } from 'react';
import { CallPurposeSelect } from '../../../components/call-purpose-select';
import { ComingSoonButton } from '../../../components/coming-soon-button';
import { useToast } from '../../../components/toast/use-toast';
import { AI_CALLING_AVAILABLE } from '../../../config/constants';
import { errorMessage } from '../../../lib/api-client';
import { useCreateContactActivity } from '../api/create-contact-activity';
import { useStartRealCall } from '../api/start-real-call';
import { ContactDetail } from './contact-detail';

export interface CallDialogProps {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}

type CallMethod = 'ai' | 'manual';

// Offering a method that cannot be used yet would leave the dialog pointing at a disabled button.
const DEFAULT_METHOD: CallMethod = AI_CALLING_AVAILABLE ? 'ai' : 'manual';

export const CallDialog = ({ open, contact, onClose }: CallDialogProps) => {
  const titleId = useId();
  const noPhoneId = useId();
  const toast = useToast();
  const [method, setMethod] = useState<CallMethod>(DEFAULT_METHOD);
  const [notes, setNotes] = useState('');
  const [purpose, setPurpose] = useState<CallPurpose>('promotional');
  const logCall = useCreateContactActivity();
  const startCall = useStartRealCall();

  const close = () => {
    onClose();
    setMethod(DEFAULT_METHOD);
    setNotes('');
    setPurpose('promotional');
  };

  // An empty string is no phone either.
  const phone = contact?.phoneE164 || contact?.phone;

  const missingPhone = () =>
    toast({
      title: 'Missing information',
      description: 'Contact phone number is required',
      variant: 'error',
    });

  // A refusal (plan limit, Do Not Call, consent, calling hours) says why in the server's words.
  const callFailed = (error?: unknown, message?: string) =>
    toast({
      title: 'Call failed',
      description: message || errorMessage(error, 'Failed to initiate AI call. Please try again.'),
      variant: 'error',
    });

  const aiCall = () => {
    // An AI call needs the contact and a phone (document 1, §5).
    if (!contact || !phone) {
      missingPhone();
      return;
    }
    startCall.mutate(
      { contactId: contact.id, phoneNumber: phone, purpose },
      {
        onSuccess: (answer) => {
          if (answer.requiresSetup) {
            // Nothing started: the dialog stays, so a manual call is one click away.
            toast({ title: 'Setup Required', description: answer.message, variant: 'error' });
          } else if (!answer.success) {
            callFailed(undefined, answer.message);
          } else if (answer.scheduledFor) {
            // Outside the lead's calling hours: queued for the next window.
            toast({ title: 'Call Scheduled', description: answer.message, variant: 'success' });
            close();
          } else {
            toast({
              title: 'Call Started',
              description: `Starting an AI call to ${contact.name}.`,
              variant: 'success',
            });
            close();
          }
        },
        onError: (error) => callFailed(error),
      },
    );
  };

  const manualCall = () => {
    // The button is disabled without a phone; this guards any other way here (document 1, §5).
    if (!phone) {
      missingPhone();
      return;
    }
    if (contact) {
      // The call goes on the contact's timeline; the dialer opens without waiting for it.
      logCall.mutate(
        {
          contactId: contact.id,
          activity: { type: 'call', subject: 'Manual call', description: notes.trim() || null },
        },
        {
          onError: (error) =>
            toast({
              title: 'Error',
              description: errorMessage(error, 'Failed to log the call.'),
              variant: 'error',
            }),
        },
      );
    }
    window.location.href = `tel:${phone}`;
    toast({ title: 'Call initiated' });
    close();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{contact?.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={3}>
            <ContactDetail label="Phone" value={contact?.phone} />
            <ContactDetail label="Company" value={contact?.company} />
          </Stack>
          <TextField
            id="call-method"
            select
            label="Call Method"
            value={method}
            onChange={(event) => setMethod(event.target.value as CallMethod)}
            fullWidth
          >
            <MenuItem value="ai" disabled={!AI_CALLING_AVAILABLE}>
              AI Assistant Call
            </MenuItem>
            <MenuItem value="manual">Manual Call</MenuItem>
          </TextField>
          {method === 'ai' && AI_CALLING_AVAILABLE ? (
            <CallPurposeSelect id="call-purpose" value={purpose} onChange={setPurpose} />
          ) : null}
          <TextField
            id="call-notes"
            label="Call Notes"
            placeholder="Optional notes for this call"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={3}
            fullWidth
          />
          {phone ? null : (
            <Typography id={noPhoneId} variant="body2" color="textSecondary">
              This contact has no phone number. Add one to call them.
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="outlined"
          onClick={manualCall}
          disabled={!phone}
          aria-describedby={phone ? undefined : noPhoneId}
        >
          Manual Call
        </Button>
        {AI_CALLING_AVAILABLE ? (
          <Button variant="contained" onClick={aiCall} loading={startCall.isPending}>
            AI Call
          </Button>
        ) : (
          <ComingSoonButton reason="AI calling is coming soon" variant="contained">
            AI Call
          </ComingSoonButton>
        )}
      </DialogActions>
    </Dialog>
  );
};
