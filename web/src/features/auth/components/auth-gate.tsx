import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { RetryAlert } from '../../../components/retry-alert';
import { useCurrentUser } from '../api/get-current-user';
import { SignInRequired } from './sign-in-required';

export interface AuthGateProps {
  children: ReactNode;
}

/** Renders its children only for a signed-in user. */
export const AuthGate = ({ children }: AuthGateProps) => {
  const user = useCurrentUser();
  if (user.isPending) return <LoadingScreen label="Loading authentication..." />;
  if (user.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <RetryAlert onRetry={() => user.refetch()}>{user.error.message}</RetryAlert>
      </Box>
    );
  }
  if (!user.data) return <SignInRequired />;
  return children;
};
