import Typography from '@mui/material/Typography';
import { describeCallCost } from '@salesflow/shared/ai-calls/call-cost.schema';
import { useCallCost } from '../api/get-call-cost';

/**
 * The estimated cost of a real call to this number, before it is dialed (Twilio's price a minute
 * for the organization's account, and the most a call of the agent's max length costs). Nothing
 * while it loads or when there is no estimate (no Twilio account: Real AI Call says so itself).
 */
export const CallCostLine = ({ phone }: { phone: string }) => {
  const cost = useCallCost(phone).data;
  if (!cost?.available) return null;
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      component="p"
      aria-label="Estimated call cost"
    >
      Real call {describeCallCost(cost)}
    </Typography>
  );
};
