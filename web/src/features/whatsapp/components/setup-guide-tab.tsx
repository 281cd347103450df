import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { paths } from '../../../config/paths';
import { SetupStep } from './setup-step';

const listSx = { m: 0, pl: 2.5, '& li': { mb: 0.5 } } as const;

/** Three steps: API access from Meta, the webhook (this organization's URL), the settings. */
export const SetupGuideTab = ({ webhookUrl }: { webhookUrl: string }) => (
  <Box sx={{ display: 'grid', gap: 3 }}>
    <SetupStep number={1} title="Get WhatsApp Business API access">
      <Typography component="ol" variant="body2" sx={listSx}>
        <li>Create a Business app at developers.facebook.com and add the WhatsApp product.</li>
        <li>Add or choose the business phone number the bot will answer from.</li>
        <li>Note its Phone number ID and create a permanent access token for a system user.</li>
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
        In Settings → Security, save the WhatsApp access token, the phone number ID and the webhook
        verification token. The Configuration tile turns to Connected once they are saved.
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
