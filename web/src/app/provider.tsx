import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createToastQueue, ToastQueueContext } from '../components/toast/toast-queue';
import { ToastSlot } from '../components/toast/toast-slot';
import { useToastHotkey } from '../components/toast/use-toast-hotkey';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so each starts from an empty cache. */
  queryClient?: QueryClient;
}

export const AppProvider = ({ children, queryClient }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [toasts] = useState(createToastQueue);
  useToastHotkey();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <ToastQueueContext value={toasts}>
          {children}
          <ToastSlot queue={toasts} />
        </ToastQueueContext>
      </QueryClientProvider>
    </ThemeProvider>
  );
};
