import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { scoreBand } from '@salesflow/shared/contacts/score-band';

export interface ScoreBarProps {
  score: number;
}

const bandColor = { success: 'success', warning: 'warning', danger: 'error' } as const;

/** Lead score 0-100: a bar coloured by band (80+ success, 60-79 warning, else danger) and the number. */
export const ScoreBar = ({ score }: ScoreBarProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 96 }}>
    <LinearProgress
      variant="determinate"
      value={Math.max(0, Math.min(100, score))}
      color={bandColor[scoreBand(score)]}
      aria-label={`Score ${score}`}
      sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: 'grey.200' }}
    />
    <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 24, textAlign: 'right' }}>
      {score}
    </Typography>
  </Box>
);
