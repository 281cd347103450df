import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import {
  absoluteChange,
  NO_CHANGE,
  signedChange,
  trendDirection,
} from '@salesflow/shared/metrics/trend';

export interface TrendIndicatorProps {
  /** Change in percent; null when last month had nothing to compare with ("—"). */
  change: number | null;
  /** "+12.5%" (analytics) instead of the absolute value beside an arrow (dashboard tiles). */
  signed?: boolean;
}

/** Read by screen readers only. (In `sx`, a width of 1 would mean 100%: hence the units.) */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const lineSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.25,
  fontWeight: 600,
  fontSize: '0.875rem',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
} as const;

/**
 * 0 or more: an up arrow in the success colour; negative: a down arrow in the danger colour; a
 * change from nothing: a dash, no arrow (a percent of nothing would say +100% for any growth).
 */
export const TrendIndicator = ({ change, signed = false }: TrendIndicatorProps) => {
  if (change === null) {
    return (
      <Box component="span" data-trend="none" sx={{ ...lineSx, color: 'text.secondary' }}>
        <Box component="span" sx={visuallyHidden}>
          No comparison
        </Box>
        <span aria-hidden>{NO_CHANGE}</span>
      </Box>
    );
  }
  const up = trendDirection(change) === 'up';
  const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Box
      component="span"
      data-trend={up ? 'up' : 'down'}
      sx={{ ...lineSx, color: up ? 'success.main' : 'error.main' }}
    >
      <Arrow sx={{ fontSize: '1rem' }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {up ? 'Up ' : 'Down '}
      </Box>
      {signed ? signedChange(change) : absoluteChange(change)}
    </Box>
  );
};
