import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export const NotFoundRoute = () => (
  <Box
    component="main"
    sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}
  >
    <title>Page Not Found · SalesFlow</title>
    <Box>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        Page Not Found
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button variant="contained" component={Link} to={paths.home}>
        Go to home page
      </Button>
    </Box>
  </Box>
);
