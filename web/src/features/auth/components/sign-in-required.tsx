import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';

/** What any /app path shows to a signed-out visitor (document 2, "Routing"). */
export const SignInRequired = () => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'grid',
      placeItems: 'center',
      p: 2,
      bgcolor: 'background.default',
    }}
  >
    <title>Authentication Required · SalesFlow</title>
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 420, width: '100%', textAlign: 'center' }}>
      <LockOutlinedIcon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Authentication Required
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Please log in to access SalesFlow:
      </Typography>
      <Button variant="contained" size="large" href={paths.auth.login}>
        Log In
      </Button>
    </Paper>
  </Box>
);
