import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TrendIndicator } from '../../../components/trend-indicator';

export interface MetricTileProps {
  label: string;
  value: string;
  /** Change in percent, this month against last. */
  change: number;
  icon: typeof SvgIcon;
}

/** One dashboard metric: its value and its change since last month. */
export const MetricTile = ({ label, value, change, icon: Icon }: MetricTileProps) => {
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              bgcolor: 'rgba(79, 70, 229, 0.1)',
              color: 'primary.main',
            }}
          >
            <Icon fontSize="small" />
          </Box>
        </Box>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, mt: 0.5, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
        >
          {value}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 0.75,
            mt: 0.75,
          }}
        >
          <TrendIndicator change={change} />
          <Typography variant="caption" color="text.secondary">
            from last month
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};
