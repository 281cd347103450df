import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
      {/* A plain bar: MUI's LinearProgress here split it into a chunk of the first screen. */}
      <Box
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={`${percent}% of this month's AI calls used`}
        sx={{ mt: 0.75, height: 6, borderRadius: 3, maxWidth: 480, bgcolor: 'action.hover' }}
      >
        <Box
          sx={{
            width: `${percent}%`,
            height: '100%',
            borderRadius: 3,
            bgcolor: blocked ? 'error.main' : nearLimit(usage) ? 'warning.main' : 'primary.main',
          }}
        />
      </Box>
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
