import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TrendIndicator } from './trend-indicator';

export interface StatTileProps {
  /** The tile's heading and the name of its region. */
  label: string;
  value: string;
  /** Change in percent, this month against last. */
  change: number;
  /** What the change is measured against, as in "from last month". */
  caption: string;
  /** "+12.5%" instead of the absolute value beside the arrow. */
  signed?: boolean;
  /** Shown in a tinted badge beside the label. */
  icon?: typeof SvgIcon;
}

/** One headline figure (dashboard metrics, analytics) with its change since last month. */
export const StatTile = ({ label, value, change, caption, signed, icon: Icon }: StatTileProps) => {
  const labelId = useId();
  const heading = (
    <Typography id={labelId} variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
      {label}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        {Icon ? (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            {heading}
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
        ) : (
          heading
        )}
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
            // A tile with an icon badge is taller; its trend line keeps a little more air.
            mt: Icon ? 0.75 : 0.5,
          }}
        >
          <TrendIndicator change={change} signed={signed} />
          <Typography variant="caption" color="textSecondary">
            {caption}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};
