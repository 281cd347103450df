import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  ADMIN_ANALYTICS_RANGES,
  type AdminAnalyticsRange,
} from '@salesflow/shared/admin/admin.schema';
import { useState } from 'react';
import { PanelCard } from '../../../components/panel-card';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-client';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { ANALYTICS_RANGE_LABELS } from '../utils/admin-labels';
import { ANALYTICS_CHARTS, isEmptyChart, periodLabels } from '../utils/analytics-series';
import { AnalyticsChart } from './analytics-chart';
import { panelsGridSx } from './panels-grid';

/**
 * Signups, revenue, AI calls and new subscriptions against churned, per day or month over the
 * range chosen. Loaded on its own when the tab is first opened: the chart library comes with it.
 */
export const AnalyticsTab = () => {
  const [range, setRange] = useState<AdminAnalyticsRange>('30d');
  const query = useAdminAnalytics(range);
  const analytics = query.data;
  return (
    <>
      <TextField
        select
        size="small"
        label="Range"
        value={range}
        onChange={(event) => setRange(event.target.value as AdminAnalyticsRange)}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {ADMIN_ANALYTICS_RANGES.map((option) => (
          <MenuItem key={option} value={option}>
            {ANALYTICS_RANGE_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 4, mt: 1 }}>
        {query.isFetching && analytics ? <LinearProgress aria-label="Updating analytics" /> : null}
      </Box>
      {query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()} sx={{ mt: 1 }}>
          {`Unable to load the analytics. ${errorMessage(query.error, 'Please try again in a moment.')}`}
        </RetryAlert>
      ) : !analytics ? (
        <Box sx={{ ...panelsGridSx, mt: 1 }} aria-busy="true" aria-label="Loading analytics">
          {ANALYTICS_CHARTS.map((chart) => (
            <Skeleton key={chart.title} variant="rounded" height={320} />
          ))}
        </Box>
      ) : (
        <Box sx={{ ...panelsGridSx, mt: 1 }}>
          {ANALYTICS_CHARTS.map((chart) => (
            <PanelCard
              key={chart.title}
              title={chart.title}
              empty={isEmptyChart(chart, analytics.points)}
            >
              <AnalyticsChart
                chart={chart}
                labels={periodLabels(analytics)}
                points={analytics.points}
              />
            </PanelCard>
          ))}
        </Box>
      )}
    </>
  );
};
