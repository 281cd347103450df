import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { paths } from '../../../config/paths';
import { SetupStep } from './setup-step';

/** The Settings card's labels for what the server needs before it calls WhatsApp configured. */
const REQUIRED_SETTINGS = [
  'Access Token',
  'Phone Number ID',
  'App Secret',
  'Webhook Verification Token',
] as const;

const listSx = { m: 0, pl: 2.5, '& li': { mb: 0.5 } } as const;

/** Three steps: API access from Meta, the webhook (this organization's URL), the settings. */
export const SetupGuideTab = ({ webhookUrl }: { webhookUrl: string }) => (
  <Box sx={{ display: 'grid', gap: 3 }}>
    <SetupStep number={1} title="Get WhatsApp Business API access">
      <Typography component="ol" variant="body2" sx={listSx}>
        <li>Create a Business app at developers.facebook.com and add the WhatsApp product.</li>
        <li>Add or choose the business phone number the bot will answer from.</li>
        <li>Note its Phone number ID and create a permanent access token for a system user.</li>
        <li>Copy the App Secret from the app's App settings → Basic.</li>
      </Typography>
    </SetupStep>
    <SetupStep number={2} title="Configure the webhook">
      <Typography variant="body2">
        In the WhatsApp product's Configuration, set the Callback URL to this address and subscribe
        to the <b>messages</b> field:
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          label="Webhook URL"
          value={webhookUrl}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <CopyButton label="Webhook URL" text={webhookUrl} />
      </Box>
      <Typography variant="body2" color="textSecondary">
        The Verify token you enter at Meta must match the webhook verification token saved in
        Settings, or Meta cannot verify the webhook.
      </Typography>
    </SetupStep>
    <SetupStep number={3} title="Enter the settings">
      <Typography variant="body2">
        In Settings → Security → WhatsApp (admins and the owner), save these four; the Configuration
        tile turns to Connected once they are all saved:
      </Typography>
      <Typography component="ul" variant="body2" sx={listSx} aria-label="Required settings">
        {REQUIRED_SETTINGS.map((setting) => (
          <li key={setting}>{setting}</li>
        ))}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        The WhatsApp Business Account ID is optional: it is needed only for message templates.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.app.settingsTab('security')}
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start' }}
      >
        Go to Settings
      </Button>
    </SetupStep>
  </Box>
);
