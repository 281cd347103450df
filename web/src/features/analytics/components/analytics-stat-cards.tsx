import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from '@salesflow/shared/metrics/analytics';
import { formatUsd } from '@salesflow/shared/money/money';
import { StatTile, type StatTileProps } from '../../../components/stat-tile';

const cards = (s: AnalyticsSummary): Omit<StatTileProps, 'caption'>[] => [
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
        <Typography color="textSecondary">Unable to load analytics</Typography>
      </Paper>
    );
  }
  return (
    <Box sx={gridSx}>
      {cards(summary).map((card) => (
        <StatTile key={card.label} {...card} caption="vs last month" signed />
      ))}
    </Box>
  );
};
