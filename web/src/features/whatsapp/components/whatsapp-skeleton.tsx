import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const TILES = ['t1', 't2', 't3'] as const;

/** The page while the status loads. */
export const WhatsappSkeleton = () => (
  <Box aria-busy="true" aria-label="Loading WhatsApp">
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        mb: 3,
      }}
    >
      {TILES.map((id) => (
        <Skeleton key={id} variant="rounded" height={110} />
      ))}
    </Box>
    <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
    <Skeleton variant="rounded" height={320} />
  </Box>
);
