import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FigureTile } from '../../../components/figure-tile';

export interface FigureCard {
  label: string;
  value: string;
  /** The line under the figure that says what it counts. */
  caption?: string;
}

/** Two cards a row on a phone, three on a tablet, `wide` a row on a large screen. */
export const figureCardsSx = (wide: number) =>
  ({
    display: 'grid',
    gridTemplateColumns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      lg: `repeat(${wide}, minmax(0, 1fr))`,
    },
    gap: { xs: 1.5, sm: 2 },
  }) as const;

export interface FigureCardsProps {
  /** The row's accessible name. */
  label: string;
  cards: readonly FigureCard[];
  /** Cards a row on a large screen. */
  wide: number;
}

/** A row of headline figures, each a card named by its label. */
export const FigureCards = ({ label, cards, wide }: FigureCardsProps) => (
  <Box component="section" aria-label={label} sx={figureCardsSx(wide)}>
    {cards.map((card) => (
      <FigureTile key={card.label} label={card.label} value={card.value}>
        {card.caption ? (
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
            {card.caption}
          </Typography>
        ) : null}
      </FigureTile>
    ))}
  </Box>
);

export interface FigureCardsSkeletonProps {
  count: number;
  wide: number;
}

export const FigureCardsSkeleton = ({ count, wide }: FigureCardsSkeletonProps) => (
  <Box sx={figureCardsSx(wide)}>
    {Array.from({ length: count }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
      <Skeleton key={index} variant="rounded" height={104} />
    ))}
  </Box>
);
