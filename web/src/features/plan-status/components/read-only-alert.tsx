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
  /** The owner may choose a plan; anyone else is told who can. */
  canChangePlan: boolean;
  ownerName: string;
}

/** The read-only banner itself (loaded only when shown). */
export const ReadOnlyAlert = ({
  reason,
  dataErasedOn,
  canChangePlan,
  ownerName,
}: ReadOnlyAlertProps) => (
  <Alert
    severity="warning"
    sx={{ mb: 2 }}
    action={
      canChangePlan ? (
        <Button
          color="inherit"
          size="small"
          href={billingPaths.pricing}
          sx={{ whiteSpace: 'nowrap' }}
        >
          See Plans
        </Button>
      ) : undefined
    }
  >
    <AlertTitle>SalesFlow is read-only</AlertTitle>
    {reason}
    {dataErasedOn && Date.parse(dataErasedOn) > Date.now()
      ? ` Your data will be deleted on ${day(dataErasedOn)}.`
      : null}
    {canChangePlan ? null : ` Only ${ownerName}, the owner, can choose a plan.`}
  </Alert>
);

/** The account is suspended by SalesFlow: nothing works until it is reactivated. */
export const SuspendedAlert = ({ message }: { message: string }) => (
  <Alert severity="error" sx={{ mb: 2 }}>
    <AlertTitle>Account suspended</AlertTitle>
    {message}
  </Alert>
);
