import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardMetrics } from '@salesflow/shared/metrics/dashboard-metrics';
import { formatPercent } from '@salesflow/shared/metrics/trend';
import { formatUsd } from '@salesflow/shared/money/money';
import { StatTile, type StatTileProps } from '../../../components/stat-tile';
import { useDashboardMetrics } from '../api/get-dashboard-metrics';

const tiles = (m: DashboardMetrics): Omit<StatTileProps, 'caption'>[] => [
  {
    label: 'Total Leads',
    value: m.totalLeads.toLocaleString('en-US'),
    change: m.totalLeadsChange,
    icon: PeopleAltOutlinedIcon,
  },
  {
    label: 'Active Deals',
    value: m.activeDeals.toLocaleString('en-US'),
    change: m.activeDealsChange,
    icon: HandshakeOutlinedIcon,
  },
  { label: 'Revenue', value: formatUsd(m.revenue), change: m.revenueChange, icon: AttachMoneyIcon },
  {
    label: 'Conversion Rate',
    value: formatPercent(m.conversionRate),
    change: m.conversionRateChange,
    icon: TrendingUpIcon,
  },
];

/** Four placeholders while loading (document 1, section 9). */
const SKELETON_KEYS = ['m1', 'm2', 'm3', 'm4'] as const;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { xs: 1.5, sm: 2 },
  mb: 3,
} as const;

/** The dashboard's metrics row: Total Leads, Active Deals, Revenue, Conversion Rate. */
export const MetricsRow = () => {
  const metrics = useDashboardMetrics();
  if (metrics.isPending) {
    return (
      <Box sx={gridSx} aria-busy="true" aria-label="Loading metrics">
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} variant="rounded" height={128} data-testid="metric-skeleton" />
        ))}
      </Box>
    );
  }
  if (!metrics.data) {
    return (
      <Paper variant="outlined" sx={{ p: 3, mb: 3, textAlign: 'center' }}>
        <Typography color="textSecondary">Unable to load metrics</Typography>
      </Paper>
    );
  }
  return (
    <Box sx={gridSx}>
      {tiles(metrics.data).map((tile) => (
        <StatTile key={tile.label} {...tile} caption="from last month" />
      ))}
    </Box>
  );
};
