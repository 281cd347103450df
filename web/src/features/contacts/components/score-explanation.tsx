import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScoreFactor } from '@salesflow/shared/scoring/lead-score';

export interface ScoreExplanationProps {
  factors: readonly ScoreFactor[];
}

/** "12 of 15" for a factor of the model; "+20" or "−20" for a score adjusted by hand. */
const pointsText = (factor: ScoreFactor) =>
  factor.key === 'adjustment'
    ? `${factor.points < 0 ? '−' : '+'}${Math.abs(factor.points)}`
    : `${factor.points} of ${factor.max}`;

/** "Why this score": each factor of the lead score model, its points and why. */
export const ScoreExplanation = ({ factors }: ScoreExplanationProps) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
    {factors.map((factor) => (
      <Box component="li" key={factor.key} aria-label={factor.label}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {factor.label}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {pointsText(factor)}
          </Typography>
        </Box>
        <Typography variant="caption" color="textSecondary" sx={{ wordBreak: 'break-word' }}>
          {factor.detail}
        </Typography>
      </Box>
    ))}
  </Box>
);
