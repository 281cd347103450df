import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FigureBar {
  key: string;
  label: string;
  /** The figure beside the label, as shown ("20 (62.5%)"). */
  figure: string;
  /** Bar length, 0 to 100. */
  width: number;
  color: string;
  /** A line under the bar. */
  note?: string;
}

export interface FigureBarsProps {
  bars: readonly FigureBar[];
}

/** Horizontal bars, each with its label and figure written out (the bar itself is decoration). */
export const FigureBars = ({ bars }: FigureBarsProps) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
    {bars.map((bar) => (
      <Box component="li" key={bar.key} data-bar={bar.key}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 0 }} noWrap>
            {bar.label}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ flexShrink: 0 }}>
            {bar.figure}
          </Typography>
        </Box>
        <Box
          aria-hidden
          sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.100', overflow: 'hidden' }}
        >
          <Box
            sx={{
              width: `${Math.min(100, Math.max(0, bar.width))}%`,
              height: '100%',
              borderRadius: 4,
              bgcolor: bar.color,
            }}
          />
        </Box>
        {bar.note ? (
          <Typography variant="caption" color="textSecondary">
            {bar.note}
          </Typography>
        ) : null}
      </Box>
    ))}
  </Box>
);

/** A bar's length against the largest figure of its panel. */
export const widthOf = (value: number, max: number): number => (max > 0 ? (value / max) * 100 : 0);
