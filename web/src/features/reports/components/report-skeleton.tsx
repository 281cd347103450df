import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { cardsGridSx } from './report-cards-row';
import { reportGridSx } from './report-view';

const CARD_KEYS = ['c1', 'c2', 'c3', 'c4'] as const;
const PANEL_KEYS = ['p1', 'p2', 'p3', 'p4'] as const;

/** The report's shape while it loads: four cards and four panels. */
export const ReportSkeleton = () => (
  <Box sx={reportGridSx} aria-busy="true" aria-label="Loading report" data-testid="report-skeleton">
    <Box sx={{ ...cardsGridSx(4), gridColumn: '1 / -1' }}>
      {CARD_KEYS.map((key) => (
        <Skeleton key={key} variant="rounded" height={104} />
      ))}
    </Box>
    {PANEL_KEYS.map((key) => (
      <Skeleton key={key} variant="rounded" height={260} />
    ))}
  </Box>
);
