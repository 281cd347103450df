import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  cardInsights,
  type DASHBOARD_INSIGHTS,
} from '@salesflow/shared/metrics/dashboard-insights';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { InsightCallout } from '../../../components/insight-callout';
import { errorMessage } from '../../../lib/api-client';
import { useAiInsights } from '../api/get-ai-insights';
import { insightActionPath } from '../utils/insight-action';

/** Placeholders while loading: one per insight shown (document 1, section 9). */
const SKELETON_KEYS = ['i1', 'i2', 'i3'] as const satisfies { length: typeof DASHBOARD_INSIGHTS };

const InsightAction = ({ insight }: { insight: AiInsight & { action: string } }) => {
  const navigate = useNavigate();
  const to = insightActionPath(insight);
  if (!to) {
    return (
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {insight.action}
      </Typography>
    );
  }
  return (
    <Button size="small" onClick={() => navigate(to)} sx={{ px: 1, ml: -1 }}>
      {insight.action}
    </Button>
  );
};

const hasAction = (insight: AiInsight): insight is AiInsight & { action: string } =>
  Boolean(insight.action);

const InsightList = ({ insights }: { insights: readonly AiInsight[] }) => (
  <Stack spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {insights.map((insight) => (
      <li key={`${insight.kind}:${insight.title}`}>
        <InsightCallout
          type={insight.type}
          title={insight.title}
          message={insight.message}
          action={hasAction(insight) ? <InsightAction insight={insight} /> : undefined}
        />
      </li>
    ))}
  </Stack>
);

/**
 * The first three AI insights (document 1, "Dashboard") that the analytics panel below does not
 * show already: what to act on now, each action opening where to act.
 */
export const AiInsightsCard = () => {
  const insights = useAiInsights();
  const shown = insights.data ? cardInsights(insights.data) : [];
  return (
    <Card component="section" aria-label="AI Insights">
      <CardHeader
        avatar={<AutoAwesomeOutlinedIcon color="primary" aria-hidden />}
        title="AI Insights"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 1 }}
      />
      <Box sx={{ px: 2, pb: 2 }}>
        {insights.isPending ? (
          <Stack spacing={1.5}>
            {SKELETON_KEYS.map((key) => (
              <Skeleton key={key} variant="rounded" height={84} data-testid="insight-skeleton" />
            ))}
          </Stack>
        ) : insights.isError ? (
          <EmptyState
            title="Unable to load insights"
            description={errorMessage(insights.error, 'Please try again in a moment.')}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title="No insights available"
            description="Add more data to generate AI insights"
          />
        ) : (
          <InsightList insights={shown} />
        )}
      </Box>
    </Card>
  );
};
