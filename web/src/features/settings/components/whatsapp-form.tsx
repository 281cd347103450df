import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  WHATSAPP_CONNECTED,
  type WhatsAppSettingsInput,
  type WhatsAppSettingsView,
  whatsAppSettingsInputSchema,
} from '@salesflow/shared/whatsapp/whatsapp-settings';
import { type FormEvent, useState } from 'react';
import type { useToast } from '../../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveWhatsAppSettings, useSyncWhatsAppTemplates } from '../api/save-whatsapp-settings';

type Field = keyof WhatsAppSettingsInput;

const FIELDS: { name: Field; label: string; secret: boolean; hint: string }[] = [
  {
    name: 'accessToken',
    label: 'Access Token',
    secret: true,
    hint: 'A permanent system user token',
  },
  {
    name: 'phoneNumberId',
    label: 'Phone Number ID',
    secret: false,
    hint: 'WhatsApp Manager → API Setup',
  },
  {
    name: 'businessAccountId',
    label: 'WhatsApp Business Account ID',
    secret: false,
    hint: 'For message templates',
  },
  {
    name: 'appSecret',
    label: 'App Secret',
    secret: true,
    hint: 'Checks that deliveries come from WhatsApp',
  },
  {
    name: 'verifyToken',
    label: 'Webhook Verification Token',
    secret: true,
    hint: 'Any text; enter the same in the app’s webhook settings',
  },
];

export interface WhatsAppFormProps {
  view: WhatsAppSettingsView;
  toast: ReturnType<typeof useToast>;
}

/** The credentials (secrets left empty keep what is stored), the last check, the webhook URL. */
export const WhatsAppForm = ({ view, toast }: WhatsAppFormProps) => {
  const save = useSaveWhatsAppSettings();
  const sync = useSyncWhatsAppTemplates();
  const [values, setValues] = useState<Record<Field, string>>({
    accessToken: '',
    appSecret: '',
    verifyToken: '',
    phoneNumberId: view.phoneNumberId,
    businessAccountId: view.businessAccountId,
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty secret keeps the stored one: it is left out.
    const input = Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => value !== '' || !FIELDS.find((f) => f.name === name)?.secret,
      ),
    );
    const parsed = whatsAppSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) =>
        toast({
          title: 'WhatsApp Settings Saved',
          description: saved.status === WHATSAPP_CONNECTED ? 'WhatsApp is connected' : saved.status,
          variant: saved.status === WHATSAPP_CONNECTED || !saved.configured ? 'success' : 'error',
        }),
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(Object.fromEntries(error.details.map((d) => [d.field, d.message])));
        }
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save WhatsApp settings'),
          variant: 'error',
        });
      },
    });
  };

  const syncTemplates = () =>
    sync.mutate(undefined, {
      onSuccess: ({ templates }) =>
        toast({
          title: 'Templates Synced',
          description: `${templates.filter((t) => t.usable).length} approved of ${templates.length} templates`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to sync templates'),
          variant: 'error',
        }),
    });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {view.status === WHATSAPP_CONNECTED ? (
          <Chip
            color="success"
            label={`Connected${view.phoneNumber ? ` · ${view.phoneNumber}` : ''}`}
            sx={{ alignSelf: 'flex-start' }}
          />
        ) : view.configured ? (
          <Alert severity="error">{view.status}</Alert>
        ) : (
          <Chip label="Not Configured" sx={{ alignSelf: 'flex-start' }} />
        )}
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`whatsapp-${field.name}`}
            label={field.label}
            type={field.secret ? 'password' : 'text'}
            autoComplete={field.secret ? 'new-password' : 'off'}
            value={values[field.name]}
            placeholder={field.secret ? view[field.name] || field.hint : field.hint}
            error={Boolean(errors[field.name])}
            helperText={
              errors[field.name] ??
              (field.secret && view[field.name] ? 'Set; leave empty to keep it' : field.hint)
            }
            disabled={save.isPending}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        ))}
        <TextField
          id="whatsapp-webhook-url"
          label="Webhook URL"
          value={view.webhookUrl}
          helperText="Enter this URL and the verification token in your Meta app's WhatsApp webhook settings"
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save WhatsApp Settings'}
          </Button>
          {view.configured && view.businessAccountId ? (
            <Button onClick={syncTemplates} disabled={sync.isPending}>
              {sync.isPending ? 'Syncing...' : 'Sync Templates'}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
};
