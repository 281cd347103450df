import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface RetryAlertProps {
  onRetry: () => void;
  sx?: SxProps<Theme>;
  /** What failed. */
  children: ReactNode;
}

/** A failed load, said in an error alert with a "Try again" button. */
export const RetryAlert = ({ onRetry, sx, children }: RetryAlertProps) => (
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
