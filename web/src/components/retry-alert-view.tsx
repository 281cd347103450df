import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { RetryAlertProps } from './retry-alert';

/** A failed load, said in an error alert with a "Try again" button (loaded when one shows). */
export const RetryAlertView = ({ onRetry, sx, children }: RetryAlertProps) => (
  <Alert
    severity="error"
    sx={sx}
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        Try again
      </Button>
    }
  >
    {children}
  </Alert>
);
