import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { reloadFromServer } from '../../lib/hard-navigation';

/**
 * `/` inside the app: signed-in users go straight to the dashboard. The landing page itself is a
 * public page of its own (web/src/site), which the server answers for `/`: a visitor who got
 * here by a link inside the app is sent there by loading the page again.
 */
export const LandingRoute = () => {
  const user = useCurrentUser();
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (user.data === null && !reloadFromServer()) setStuck(true);
  }, [user.data]);
  if (user.data) return <Navigate to={paths.app.dashboard} replace />;
  if (stuck) {
    return (
      <Box sx={{ p: 6, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          SalesFlow
        </Typography>
        <Link href={paths.auth.login}>Log In</Link>
      </Box>
    );
  }
  return <LoadingScreen label="Loading..." />;
};
