import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CallUsage } from '@salesflow/shared/ai-calls/ai-call.schema';
import { nearLimit, realCallBlock, usageLine, usagePercent } from '../utils/call-usage';

export interface CallUsageLineProps {
  usage: CallUsage | undefined;
}

/** This month's AI calls of the plan, with a warning near the limit and the reason at it. */
export const CallUsageLine = ({ usage }: CallUsageLineProps) => {
  if (!usage) return null;
  const blocked = realCallBlock(usage);
  const percent = usagePercent(usage);
  return (
    <Box component="section" aria-label="AI calls this month" sx={{ mb: 3 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {usageLine(usage)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={blocked ? 'error' : nearLimit(usage) ? 'warning' : 'primary'}
        aria-label={`${percent}% of this month's AI calls used`}
        sx={{ mt: 0.75, height: 6, borderRadius: 3, maxWidth: 480 }}
      />
      {blocked ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {blocked} Demo calls still work.
        </Alert>
      ) : nearLimit(usage) ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {usage.limit - usage.used} of this month's {usage.limit} AI calls left: they renew on{' '}
          {usage.renewsOn}.
        </Alert>
      ) : null}
    </Box>
  );
};
