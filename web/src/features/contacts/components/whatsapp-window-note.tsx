import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { WhatsAppWindow } from '@salesflow/shared/whatsapp/whatsapp-window';

export const NOT_CONFIGURED =
  'WhatsApp is not set up for your organization yet: an admin adds it in Settings → Security → WhatsApp.';

/** "Thu 4:05 PM": when the window closes, in the user's own time. */
const closing = (at: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(at),
  );

export interface WhatsAppWindowNoteProps {
  name: string;
  window: WhatsAppWindow | undefined;
  checking: boolean;
}

/** What the dialog says of the 24-hour window as it opens; the closed window says it itself. */
export const WhatsAppWindowNote = ({ name, window, checking }: WhatsAppWindowNoteProps) => {
  if (checking) {
    return (
      <Typography variant="body2" color="text.secondary">
        Checking whether {name} wrote to you on WhatsApp in the last 24 hours…
      </Typography>
    );
  }
  if (window && !window.configured) return <Alert severity="warning">{NOT_CONFIGURED}</Alert>;
  if (window?.open && window.closesAt) {
    return (
      <Alert severity="info">
        {name} wrote to you on WhatsApp in the last 24 hours: a message reaches them until{' '}
        {closing(window.closesAt)}.
      </Alert>
    );
  }
  return null;
};
