import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import { formatUsd } from '@salesflow/shared/money/money';
import { useId } from 'react';
import { TrendIndicator } from '../../../components/trend-indicator';

interface StatCardProps {
  label: string;
  value: string;
  change: number;
}

const StatCard = ({ label, value, change }: StatCardProps) => {
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {value}
        </Typography>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75, mt: 0.5 }}
        >
          <TrendIndicator change={change} signed />
          <Typography variant="caption" color="text.secondary">
            vs last month
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

const cards = (s: AnalyticsSummary): StatCardProps[] => [
  { label: 'Total Pipeline', value: formatUsd(s.totalPipeline), change: s.totalPipelineChange },
  {
    label: 'Qualified Leads',
    value: s.qualifiedLeads.toLocaleString('en-US'),
    change: s.qualifiedLeadsChange,
  },
  {
    label: 'Projected Revenue',
    value: formatUsd(s.projectedRevenue),
    change: s.projectedRevenueChange,
  },
  {
    label: 'Active Contacts',
    value: s.activeContacts.toLocaleString('en-US'),
    change: s.activeContactsChange,
  },
];

const SKELETON_KEYS = ['a1', 'a2', 'a3', 'a4'] as const;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { xs: 1.5, sm: 2 },
} as const;

export interface AnalyticsStatCardsProps {
  /** Undefined while loading; null when it could not be loaded. */
  summary: AnalyticsSummary | null | undefined;
}

/** Total Pipeline, Qualified Leads, Projected Revenue, Active Contacts, each with its trend. */
export const AnalyticsStatCards = ({ summary }: AnalyticsStatCardsProps) => {
  if (summary === undefined) {
    return (
      <Box sx={gridSx}>
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} variant="rounded" height={112} />
        ))}
      </Box>
    );
  }
  if (summary === null) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">Unable to load analytics</Typography>
      </Paper>
    );
  }
  return (
    <Box sx={gridSx}>
      {cards(summary).map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </Box>
  );
};
