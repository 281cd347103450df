import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { useId } from 'react';
import { useAnalyticsSummary } from '../api/get-analytics-summary';
import { AnalyticsStatCards } from './analytics-stat-cards';
import { BusinessInsightsCard } from './business-insights-card';
import { RevenueForecastCard } from './revenue-forecast-card';

export interface AnalyticsPanelProps {
  /**
   * The AI insights (GET /api/ai-insights): undefined while loading, null when they could not be
   * loaded, [] when there are none.
   */
  insights: readonly AiInsight[] | null | undefined;
}

/** Document 1, "Analytics and insights panel": stat cards, derived insights, revenue forecast. */
export const AnalyticsPanel = ({ insights }: AnalyticsPanelProps) => {
  const summary = useAnalyticsSummary();
  const headingId = useId();
  const data = summary.isPending ? undefined : (summary.data ?? null);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        Analytics and Insights
      </Typography>
      <AnalyticsStatCards summary={data} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
          gap: 2,
          mt: 2,
        }}
      >
        <BusinessInsightsCard insights={insights} />
        <RevenueForecastCard forecast={data === undefined ? undefined : (data?.forecast ?? null)} />
      </Box>
    </Box>
  );
};
