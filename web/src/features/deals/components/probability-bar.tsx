import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface ProbabilityBarProps {
  probability: number;
}

/** A deal's probability (0-100): a bar and the percent. */
export const ProbabilityBar = ({ probability }: ProbabilityBarProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 104 }}>
    <LinearProgress
      variant="determinate"
      value={Math.max(0, Math.min(100, probability))}
      aria-label={`Probability ${probability}%`}
      sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: 'grey.200' }}
    />
    <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 36, textAlign: 'right' }}>
      {`${probability}%`}
    </Typography>
  </Box>
);
