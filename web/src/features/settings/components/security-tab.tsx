import Stack from '@mui/material/Stack';
import { SecurityPanel } from './security-panel';
import { WhatsAppCard } from './whatsapp-card';

/** The Security tab: the provider keys of document 2, then the WhatsApp credentials. */
export const SecurityTab = () => (
  <Stack spacing={3}>
    <SecurityPanel />
    <WhatsAppCard />
  </Stack>
);
