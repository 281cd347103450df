import BoltIcon from '@mui/icons-material/Bolt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const BrandLogo = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
    <Box
      aria-hidden
      sx={{
        width: 32,
        height: 32,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.contrastText',
        background: 'linear-gradient(135deg, #4f46e5 0%, #0ea5e9 100%)',
      }}
    >
      <BoltIcon fontSize="small" />
    </Box>
    <Typography variant="h6" component="span" sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
      SalesFlow
    </Typography>
  </Box>
);
