import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportCard } from '@salesflow/shared/reports/report-cards';
import { FigureTile } from '../../../components/figure-tile';

export const cardsGridSx = (count: number) =>
  ({
    display: 'grid',
    gridTemplateColumns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      lg: `repeat(${count}, minmax(0, 1fr))`,
    },
    gap: { xs: 1.5, sm: 2 },
  }) as const;

export interface ReportCardsRowProps {
  label: string;
  cards: readonly ReportCard[];
}

/** The report's headline figures, each with the line that says what it counts. */
export const ReportCardsRow = ({ label, cards }: ReportCardsRowProps) => (
  <Box component="section" aria-label={label} sx={cardsGridSx(cards.length)}>
    {cards.map((card) => (
      <FigureTile key={card.label} label={card.label} value={card.value}>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
          {card.caption}
        </Typography>
      </FigureTile>
    ))}
  </Box>
);
