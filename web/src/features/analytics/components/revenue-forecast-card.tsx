import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import { formatUsd } from '@salesflow/shared/money/money';

export interface RevenueForecastCardProps {
  /** Undefined while loading; null when it could not be loaded. */
  forecast: AnalyticsSummary['forecast'] | null | undefined;
}

/** Each figure says what it counts: the three are easy to mistake for one another. */
const ROWS = [
  {
    key: 'wonThisMonth',
    label: 'Won This Month',
    color: 'success',
    hint: 'Deals won this month that are still won',
  },
  {
    key: 'projectedThisQuarter',
    label: 'Projected This Quarter',
    color: 'primary',
    hint: 'Open deals expected to close this quarter, weighted by their probability',
  },
  {
    key: 'totalPipeline',
    label: 'Total Pipeline',
    color: 'secondary',
    hint: 'Value of every open deal',
  },
] as const;

/** Won this month, projected this quarter and the open pipeline, in US dollars. */
export const RevenueForecastCard = ({ forecast }: RevenueForecastCardProps) => {
  // Bars are relative to the largest figure, so the three compare at a glance.
  const largest = forecast ? Math.max(...ROWS.map((row) => forecast[row.key]), 1) : 1;
  return (
    <Card component="section" aria-label="Revenue Forecast" sx={{ height: '100%' }}>
      <CardHeader
        title="Revenue Forecast"
        slotProps={{ title: { variant: 'h6', component: 'h3' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {forecast === null ? (
          <Typography color="textSecondary">Unable to load the forecast</Typography>
        ) : (
          <Stack component="dl" spacing={2.5} sx={{ m: 0 }}>
            {ROWS.map(({ key, label, color, hint }) => (
              <Box key={key}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                    {forecast ? formatUsd(forecast[key]) : <Skeleton width={72} />}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  color={color}
                  value={forecast ? (forecast[key] / largest) * 100 : 0}
                  aria-hidden
                  sx={{ height: 6, borderRadius: 3, mt: 0.75, bgcolor: 'grey.100' }}
                />
                <Typography
                  variant="caption"
                  color="textSecondary"
                  sx={{ display: 'block', mt: 0.5 }}
                >
                  {hint}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
