import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BusinessInsightKind,
  businessInsights,
} from '@salesflow/shared/metrics/business-insights';
import type { AiInsight } from '@salesflow/shared/metrics/insights';
import { InsightCallout } from '../../../components/insight-callout';

const RULES: Record<BusinessInsightKind, { name: string; needs: string }> = {
  leadQuality: {
    name: 'Lead quality',
    needs: 'Add contacts to see how many of your leads are qualified.',
  },
  winRate: { name: 'Win rate', needs: 'Close deals as won or lost to see your win rate.' },
  dealSize: { name: 'Average deal size', needs: 'Win a deal to see your average deal size.' },
};

export interface BusinessInsightsCardProps {
  /** Undefined while loading, null when they could not be loaded. */
  insights: readonly AiInsight[] | null | undefined;
}

/** Lead quality, win rate and average deal size (document 1, section 9), or what is missing. */
export const BusinessInsightsCard = ({ insights }: BusinessInsightsCardProps) => (
  <Card component="section" aria-label="AI-Powered Business Insights" sx={{ height: '100%' }}>
    <CardHeader
      avatar={<PsychologyOutlinedIcon color="primary" aria-hidden />}
      title="AI-Powered Business Insights"
      slotProps={{ title: { variant: 'h6', component: 'h3' } }}
      sx={{ pb: 0 }}
    />
    <CardContent>
      <Stack spacing={1.5}>
        {insights === null ? (
          <Typography color="textSecondary">Unable to load insights</Typography>
        ) : insights === undefined ? (
          Object.keys(RULES).map((kind) => <Skeleton key={kind} variant="rounded" height={84} />)
        ) : (
          businessInsights(insights).map(({ kind, insight }) =>
            insight ? (
              <InsightCallout
                key={kind}
                overline={RULES[kind].name}
                type={insight.type}
                title={insight.title}
                message={insight.message}
              />
            ) : (
              <InsightCallout
                key={kind}
                overline={RULES[kind].name}
                type="info"
                title="Not enough data yet"
                message={RULES[kind].needs}
              />
            ),
          )
        )}
      </Stack>
    </CardContent>
  </Card>
);
