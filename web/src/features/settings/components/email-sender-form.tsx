import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  confirmEmailSenderSchema,
  type EmailSenderAnswer,
  emailSenderSchema,
} from '@salesflow/shared/emails/email-sender.schema';
import { type FormEvent, useState } from 'react';
import type { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  useConfirmEmailSender,
  useRemoveEmailSender,
  useRequestEmailSender,
} from '../api/email-sender';

export interface EmailSenderFormProps {
  view: EmailSenderAnswer;
  toast: ReturnType<typeof useToast>;
  checking: boolean;
  onCheck: () => void;
}

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.details.find((d) => d.field === field)?.message : undefined;

/**
 * Where emails come from now, and the next step: an address to send a code to, the code, SES's
 * link to open, or the verified address.
 */
export const EmailSenderForm = ({ view, toast, checking, onCheck }: EmailSenderFormProps) => {
  const request = useRequestEmailSender();
  const confirm = useConfirmEmailSender();
  const remove = useRemoveEmailSender();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ address?: string; code?: string }>({});
  const { sender, canManage } = view;
  const busy = request.isPending || confirm.isPending || remove.isPending;
  const failed = (fallback: string) => (error: unknown) => {
    const field = fieldError(error, 'address') ?? fieldError(error, 'code');
    if (field)
      setErrors({ address: fieldError(error, 'address'), code: fieldError(error, 'code') });
    toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'error' });
  };

  const sendCode = (event: FormEvent, to = address) => {
    event.preventDefault();
    const parsed = emailSenderSchema.safeParse({ address: to });
    if (!parsed.success) return setErrors({ address: parsed.error.issues[0]?.message });
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: 'Code Sent',
          description: `We emailed a 6-digit code to ${parsed.data.address}`,
          variant: 'success',
        }),
      onError: failed('Failed to send the code'),
    });
  };

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = confirmEmailSenderSchema.safeParse({ code });
    if (!parsed.success) return setErrors({ code: parsed.error.issues[0]?.message });
    setErrors({});
    confirm.mutate(parsed.data, {
      onSuccess: (answer) =>
        toast({
          title: 'Address Confirmed',
          description:
            answer.sender?.status === 'verified'
              ? `Emails now go out from ${answer.sender.address}`
              : 'Open the link Amazon SES emailed to the address to finish',
          variant: 'success',
        }),
      onError: failed('Failed to confirm the code'),
    });
  };

  const removeSender = () =>
    remove.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Sending Address Removed',
          description: `Emails go out from ${view.productAddress} again`,
          variant: 'success',
        }),
      onError: failed('Failed to remove the sending address'),
    });

  const now =
    sender?.status === 'verified'
      ? `Emails you send from SalesFlow go out from ${sender.address} with the sender's name. Replies go to the sender.`
      : `Emails you send from SalesFlow go out from ${view.productAddress} as "<your name> via SalesFlow". Replies go to you.`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{now}</Typography>
        {sender?.status === 'verified' ? (
          <Chip label="Verified" color="success" size="small" />
        ) : null}
      </Stack>
      {!canManage ? (
        <Alert severity="info">Only admins and the owner can change the sending address.</Alert>
      ) : null}
      {canManage && sender?.status === 'confirming' ? (
        <Stack component="form" spacing={2} onSubmit={confirmCode} noValidate>
          <Typography variant="body2">
            We emailed a 6-digit code to <strong>{sender.address}</strong>. Enter it here; it works
            for 30 minutes.
          </Typography>
          <TextField
            label="Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.code)}
            helperText={errors.code ?? ' '}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
            }}
            sx={{ maxWidth: 220 }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {confirm.isPending ? 'Confirming...' : 'Confirm'}
            </Button>
            <Button disabled={busy} onClick={(event) => sendCode(event, sender.address)}>
              Send a New Code
            </Button>
            <Button color="inherit" disabled={busy} onClick={removeSender}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {sender?.status === 'awaiting-ses' ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" disabled={checking} onClick={onCheck}>
              {checking ? 'Checking...' : 'Check Again'}
            </Button>
          }
        >
          Amazon SES emailed a verification link to {sender.address}. Open it to start sending from
          this address.
        </Alert>
      ) : null}
      {canManage && sender?.status !== 'confirming' ? (
        <Stack component="form" spacing={2} onSubmit={sendCode} noValidate>
          <TextField
            label={sender ? 'Use another address' : 'Your sending address'}
            type="email"
            placeholder="sales@yourcompany.com"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={Boolean(errors.address)}
            helperText={errors.address ?? 'We email it a code to confirm you own it'}
            sx={{ maxWidth: 420 }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {request.isPending ? 'Sending...' : 'Send Code'}
            </Button>
            {sender ? (
              <Button color="inherit" disabled={busy} onClick={removeSender}>
                {remove.isPending ? 'Removing...' : 'Remove Address'}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
};
