import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingScreenProps {
  label: string;
}

export const LoadingScreen = ({ label }: LoadingScreenProps) => (
  <Box
    role="status"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
    }}
  >
    <CircularProgress aria-hidden />
    <Typography color="textSecondary">{label}</Typography>
  </Box>
);
