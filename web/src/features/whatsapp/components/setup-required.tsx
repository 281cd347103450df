import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const REQUIRED_SETTINGS = [
  'WhatsApp access token',
  'WhatsApp phone number ID',
  'Webhook verification token',
] as const;

/**
 * Shown while the credentials are missing: the spec's three settings, and where to enter them
 * (Settings → Security). The server also needs the app secret before it calls WhatsApp configured,
 * so the warning says so rather than leave someone stuck at Not Configured after entering three.
 */
export const SetupRequired = () => (
  <Alert severity="warning" sx={{ mb: 3 }}>
    <AlertTitle>Setup Required</AlertTitle>
    WhatsApp is not configured yet. Enter these three settings in Settings → Security:
    <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
      {REQUIRED_SETTINGS.map((setting) => (
        <li key={setting}>{setting}</li>
      ))}
    </ul>
    Also save the app's App Secret, which checks that deliveries come from WhatsApp. Only admins and
    the owner can change these settings.
    {/* Below the text, not the alert's action: an action takes a column of its own at 375px. */}
    <Box sx={{ mt: 1.5 }}>
      <Button
        component={RouterLink}
        to={paths.app.settingsTab('security')}
        color="inherit"
        variant="outlined"
        size="small"
      >
        Open Settings
      </Button>
    </Box>
  </Alert>
);
