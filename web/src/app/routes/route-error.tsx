import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface RouteErrorProps {
  error: unknown;
}

/** Last resort for a route that failed to load or render (a stale chunk after a deploy, say). */
export const RouteError = ({ error }: RouteErrorProps) => {
  const detail = error instanceof Error ? error.message : null;
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 2 }}
    >
      <Box>
        <Typography variant="h5" component="h1">
          Something went wrong
        </Typography>
        {detail ? (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {detail}
          </Typography>
        ) : null}
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Box>
    </Box>
  );
};
