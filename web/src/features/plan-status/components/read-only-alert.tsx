import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { billingPaths } from '../../../config/billing-paths';

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

export interface ReadOnlyAlertProps {
  reason: string;
  dataErasedOn: string | null;
}

/** The read-only banner itself (loaded only when shown). */
export const ReadOnlyAlert = ({ reason, dataErasedOn }: ReadOnlyAlertProps) => (
  <Alert
    severity="warning"
    sx={{ mb: 2 }}
    action={
      <Button
        color="inherit"
        size="small"
        href={billingPaths.pricing}
        sx={{ whiteSpace: 'nowrap' }}
      >
        See Plans
      </Button>
    }
  >
    <AlertTitle>SalesFlow is read-only</AlertTitle>
    {reason}
    {dataErasedOn && Date.parse(dataErasedOn) > Date.now()
      ? ` Your data will be deleted on ${day(dataErasedOn)}.`
      : null}
  </Alert>
);

/** The account is suspended by SalesFlow: nothing works until it is reactivated. */
export const SuspendedAlert = ({ message }: { message: string }) => (
  <Alert severity="error" sx={{ mb: 2 }}>
    <AlertTitle>Account suspended</AlertTitle>
    {message}
  </Alert>
);
