import Alert from '@mui/material/Alert';
import { errorMessage } from '../../../lib/api-client';

export interface DialogErrorProps {
  /** The failed request's error, if the last one failed. */
  error: unknown;
  fallback: string;
}

/** What the server said when the dialog's request failed, above its buttons. */
export const DialogError = ({ error, fallback }: DialogErrorProps) =>
  error ? <Alert severity="error">{errorMessage(error, fallback)}</Alert> : null;
