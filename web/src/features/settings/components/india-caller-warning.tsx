import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** An Indian number in E.164 (+91), however it is spaced. */
export const isIndianNumber = (phone: string): boolean =>
  /^\+91/.test(phone.replace(/[\s()./-]/g, ''));

/** Twilio places no calls inside India from an Indian number; TRAI rules apply to the calls. */
export const IndiaCallerWarning = () => (
  <Alert severity="warning" sx={{ mt: 2 }}>
    <AlertTitle>An Indian number cannot call Indian leads through Twilio</AlertTitle>
    Twilio cannot place calls to Indian numbers from an Indian number: Indian leads must be called
    from a non-Indian caller ID. Commercial calls in India must also follow TRAI rules: call only
    leads who gave consent, and only within calling hours.
  </Alert>
);
