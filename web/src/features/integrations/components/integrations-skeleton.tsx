import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const TILES = ['t1', 't2', 't3', 't4'] as const;
const CARDS = ['c1', 'c2', 'c3', 'c4', 'c5'] as const;

/** The page while the webhook URLs load (document 2, section 4). */
export const IntegrationsSkeleton = () => (
  <Box aria-busy="true" aria-label="Loading integrations">
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      {TILES.map((id) => (
        <Skeleton key={id} variant="rounded" height={110} />
      ))}
    </Box>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {CARDS.map((id) => (
        <Skeleton key={id} variant="rounded" height={260} />
      ))}
    </Box>
  </Box>
);
