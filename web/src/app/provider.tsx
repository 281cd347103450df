import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { ToastContent } from '../components/toast/toast-content';
import { getToastRoot } from '../components/toast/toast-root';
import { useToastHotkey } from '../components/toast/use-toast-hotkey';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from '../config/constants';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client so each starts from an empty cache. */
  queryClient?: QueryClient;
}

const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

export const AppProvider = ({ children, queryClient }: AppProviderProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [toastRoot] = useState(getToastRoot);
  useToastHotkey();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SnackbarProvider
          maxSnack={TOAST_MAX_VISIBLE}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={toastComponents}
          domRoot={toastRoot}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
};
