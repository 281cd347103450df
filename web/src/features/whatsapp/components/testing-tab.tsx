import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTestMessage } from '../hooks/use-test-message';

/** Sends one real message through the saved credentials. */
export const TestingTab = ({ configured }: { configured: boolean }) => {
  const form = useTestMessage();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      <Typography variant="body2" color="textSecondary">
        Send a message to any WhatsApp number to check that the integration works.
      </Typography>
      <TextField
        label="Phone Number"
        placeholder="+919876543210"
        helperText="Include the country code, e.g. +91 for India"
        value={form.phoneNumber}
        onChange={(event) => form.setPhoneNumber(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
      />
      <TextField
        label="Test Message"
        placeholder="Hello from SalesFlow!"
        multiline
        rows={3}
        value={form.message}
        onChange={(event) => form.setMessage(event.target.value)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!configured || form.pending}
          startIcon={
            form.pending ? (
              <CircularProgress size={16} color="inherit" aria-label="Sending" />
            ) : (
              <SendIcon />
            )
          }
        >
          Send Test
        </Button>
        {configured ? null : (
          <Typography variant="body2" color="textSecondary">
            Configure WhatsApp in Settings first.
          </Typography>
        )}
      </Box>
    </Box>
  );
};
