import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** An Indian number in E.164 (+91), however it is spaced. */
export const isIndianNumber = (phone: string): boolean =>
  /^\+91/.test(phone.replace(/[\s()./-]/g, ''));

/**
 * Twilio places no calls inside India from an Indian number; TRAI rules apply to the calls. With
 * Exotel set up, Indian leads are called through it (call-carrier.service.ts), so this only says so.
 */
export const IndiaCallerWarning = ({ exotelSetUp = false }: { exotelSetUp?: boolean }) =>
  exotelSetUp ? (
    <Alert severity="info" sx={{ mt: 2 }}>
      <AlertTitle>Indian leads are called through Exotel</AlertTitle>
      Calls to Indian numbers go through Exotel from your ExoPhones (Settings → AI Agent → India
      calling), following TRAI rules; this Twilio number is used for leads outside India.
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <AlertTitle>An Indian number cannot call Indian leads through Twilio</AlertTitle>
      Twilio cannot place calls to Indian numbers from an Indian number: Indian leads must be called
      from a non-Indian caller ID, or through Exotel (below). Commercial calls in India must also
      follow TRAI rules: call only leads who gave consent, and only within calling hours.
    </Alert>
  );
