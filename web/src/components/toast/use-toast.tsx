import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { ToastMessage } from './toast-message';
import { revealToastRoot } from './toast-root';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `error` is the spec's destructive toast. */
  variant?: 'default' | 'success' | 'error';
}

/** Shows a toast with a title and an optional description (notistack only knows a message). */
export const useToast = () => {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      revealToastRoot();
      return enqueueSnackbar(<ToastMessage title={title} description={description} />, { variant });
    },
    [enqueueSnackbar],
  );
};
