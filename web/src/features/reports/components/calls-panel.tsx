import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@salesflow/shared/metrics/trend';
import type { CallFigures } from '@salesflow/shared/reports/report';
import { PanelCard } from '../../../components/panel-card';
import { formatCount } from '../utils/report-labels';

export interface CallsPanelProps {
  title: string;
  calls: CallFigures;
}

/** AI Calling Performance: total calls, successful ones (interested or callback), success rate. */
export const CallsPanel = ({ title, calls }: CallsPanelProps) => {
  const figures = [
    { term: 'Total Calls', value: formatCount(calls.total) },
    { term: 'Successful', value: formatCount(calls.successful) },
    { term: 'Success Rate', value: formatPercent(calls.successRate) },
  ];
  return (
    <PanelCard title={title}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
      >
        {figures.map(({ term, value }) => (
          <Box key={term} sx={{ textAlign: 'center', minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {term}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </PanelCard>
  );
};
