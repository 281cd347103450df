import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@salesflow/shared/money/money';
import type { Report } from '@salesflow/shared/reports/report';
import { PanelCard } from '../../../components/panel-card';
import { countLabel } from '../utils/report-labels';

export interface TopSalespersonPanelProps {
  title: string;
  leader: Report['topSalesperson'];
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The member with the most value won in the range. */
export const TopSalespersonPanel = ({ title, leader }: TopSalespersonPanelProps) => (
  <PanelCard title={title}>
    {leader ? (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
          {initials(leader.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {leader.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {`${formatUsd(leader.revenue)} revenue · ${countLabel(leader.won, 'won deal')}`}
          </Typography>
        </Box>
      </Box>
    ) : (
      <Typography color="textSecondary">No deals won in this period</Typography>
    )}
  </PanelCard>
);
