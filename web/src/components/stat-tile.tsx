import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { FigureTile } from './figure-tile';
import { TrendIndicator } from './trend-indicator';

export interface StatTileProps {
  /** The tile's heading and the name of its region. */
  label: string;
  value: string;
  /** Change in percent, this month against last; null ("—") when last month had nothing. */
  change: number | null;
  /** What the change is measured against, as in "from last month". */
  caption: string;
  /** "+12.5%" instead of the absolute value beside the arrow. */
  signed?: boolean;
  /** Shown in a tinted badge beside the label. */
  icon?: typeof SvgIcon;
}

/** One headline figure (dashboard metrics, analytics) with its change since last month. */
export const StatTile = ({ label, value, change, caption, signed, icon }: StatTileProps) => (
  <FigureTile label={label} value={value} icon={icon}>
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.75,
        // A tile with an icon badge is taller; its trend line keeps a little more air.
        mt: icon ? 0.75 : 0.5,
      }}
    >
      <TrendIndicator change={change} signed={signed} />
      <Typography variant="caption" color="textSecondary">
        {caption}
      </Typography>
    </Box>
  </FigureTile>
);
