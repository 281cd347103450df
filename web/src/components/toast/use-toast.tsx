import { useCallback, useContext } from 'react';
import { type ToastOptions, ToastQueueContext } from './toast-queue';
import { revealToastRoot } from './toast-root';

export type { ToastOptions } from './toast-queue';

/** Shows a toast with a title and an optional description. */
export const useToast = () => {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast must be used inside <AppProvider>');
  return useCallback(
    (toast: ToastOptions) => {
      revealToastRoot();
      queue.request(toast);
    },
    [queue],
  );
};
