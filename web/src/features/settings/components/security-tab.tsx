import Stack from '@mui/material/Stack';
import { EmailSenderCard } from './email-sender-card';
import { SecurityPanel } from './security-panel';
import { WhatsAppCard } from './whatsapp-card';

/** The Security tab: the provider keys of document 2, then the WhatsApp credentials and the
 * organization's email sending address. */
export const SecurityTab = () => (
  <Stack spacing={3}>
    <SecurityPanel />
    <WhatsAppCard />
    <EmailSenderCard />
  </Stack>
);
