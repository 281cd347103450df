import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { scoreBand, scoreLabel } from '@salesflow/shared/contacts/score-band';

export interface PriorityBadgeProps {
  score: number;
}

/** High, Medium or Low by the score bands (document 1, §9), coloured like the score bars. */
export const PriorityBadge = ({ score }: PriorityBadgeProps) => {
  const band = scoreBand(score);
  return (
    <Chip
      label={scoreLabel(score)}
      size="small"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette[band === 'danger' ? 'error' : band].main, 0.14),
        color: theme.palette[band === 'danger' ? 'error' : band].dark,
        fontWeight: 600,
      })}
    />
  );
};
