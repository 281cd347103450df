import HighlightOff from '@mui/icons-material/HighlightOff';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-client';
import { useTestTwilioConnection } from '../api/test-twilio-connection';

export interface ConnectionTestProps {
  /** The form has unsaved changes: the test checks what is saved, so save first. */
  unsaved: boolean;
}

/** "Test connection": the saved Twilio credentials against Twilio, each check with what it found. */
export const ConnectionTest = ({ unsaved }: ConnectionTestProps) => {
  const test = useTestTwilioConnection();
  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={unsaved || test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Testing...' : 'Test connection'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {unsaved
            ? 'Save your changes first: the test uses the saved Twilio credentials.'
            : 'Checks the saved Twilio credentials and phone number with Twilio, and Exotel’s with Exotel when they are set.'}
        </Typography>
      </Box>
      {test.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(test.error, 'The connection could not be tested')}
        </Alert>
      ) : null}
      {test.data ? (
        <List dense aria-label="Connection test results" sx={{ mt: 1 }}>
          {test.data.checks.map((check) => (
            <ListItem key={check.name} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {check.ok ? (
                  <TaskAlt color="success" aria-label="passed" />
                ) : (
                  <HighlightOff color="error" aria-label="failed" />
                )}
              </ListItemIcon>
              <ListItemText primary={check.name} secondary={check.message} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
};
