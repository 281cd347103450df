import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PanelCard } from '../../../components/panel-card';

export interface SummaryPanelProps {
  title: string;
  insights: readonly string[];
  recommendations: readonly string[];
}

const List = ({ heading, items }: { heading: string; items: readonly string[] }) => (
  <Box>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
      {heading}
    </Typography>
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  </Box>
);

/** Performance Summary: the server's key insights, then its recommendations. */
export const SummaryPanel = ({ title, insights, recommendations }: SummaryPanelProps) => (
  <PanelCard title={title} empty={insights.length === 0 && recommendations.length === 0}>
    <Box sx={{ display: 'grid', gap: 2 }}>
      <List heading="Key Insights" items={insights} />
      <List heading="Recommendations" items={recommendations} />
    </Box>
  </PanelCard>
);
