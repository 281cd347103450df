import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DealSummary } from '@salesflow/shared/metrics/deal-summary';
import { formatUsd } from '@salesflow/shared/money/money';
import { type ReactNode, useId } from 'react';

export interface DealSummaryCardsProps {
  /** Undefined while loading. */
  summary: DealSummary | undefined;
  /** The summary could not be loaded: the figures read "-". */
  failed: boolean;
}

interface SummaryCardProps {
  label: string;
  value: string | undefined;
  icon: ReactNode;
  color: string;
}

const SummaryCard = ({ label, value, icon, color }: SummaryCardProps) => {
  const labelId = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={labelId} variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value ?? <Skeleton width={110} />}
        </Typography>
      </Box>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color,
          bgcolor: `${color}1f`,
        }}
      >
        {icon}
      </Box>
    </Paper>
  );
};

/** Pipeline Value, Won Deals and Active Deals, from the deal counters. */
export const DealSummaryCards = ({ summary, failed }: DealSummaryCardsProps) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      mb: 3,
    }}
  >
    <SummaryCard
      label="Pipeline Value"
      value={failed ? '-' : summary && formatUsd(summary.pipelineValue)}
      icon={<TrendingUpIcon />}
      color="#4f46e5"
    />
    <SummaryCard
      label="Won Deals"
      value={failed ? '-' : summary && formatUsd(summary.wonValue)}
      icon={<EmojiEventsOutlinedIcon />}
      color="#16a34a"
    />
    <SummaryCard
      label="Active Deals"
      value={failed ? '-' : summary?.activeDeals.toLocaleString('en-US')}
      icon={<HandshakeOutlinedIcon />}
      color="#0284c7"
    />
  </Box>
);
