import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CallFigures } from '@salesflow/shared/reports/report';
import { PanelCard } from '../../../components/panel-card';
import { demoCallsNote, formatCount, formatReportPercent } from '../utils/report-labels';

export interface CallsPanelProps {
  title: string;
  calls: CallFigures;
}

/**
 * AI Calling Performance: total calls (real calls placed), successful ones (interested or
 * callback), success rate; demo calls, free, said apart beneath.
 */
export const CallsPanel = ({ title, calls }: CallsPanelProps) => {
  const figures = [
    { term: 'Total Calls', value: formatCount(calls.total) },
    { term: 'Successful', value: formatCount(calls.successful) },
    { term: 'Success Rate', value: formatReportPercent(calls.successRate) },
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
      {calls.demo > 0 ? (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1.5 }}>
          {demoCallsNote(calls.demo)}
        </Typography>
      ) : null}
    </PanelCard>
  );
};
