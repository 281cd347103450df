import Button from '@mui/material/Button';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from '../../config/constants';
import { ToastContent } from './toast-content';
import { ToastMessage } from './toast-message';
import type { ToastQueue } from './toast-queue';
import { getToastRoot } from './toast-root';

const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

export interface ToastHostProps {
  queue: ToastQueue;
}

/** Takes over the app's toasts once loaded: notistack shows them, at most one at a time. */
export const ToastHost = ({ queue }: ToastHostProps) => {
  const [toastRoot] = useState(getToastRoot);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={toastComponents}
      domRoot={toastRoot}
    >
      <QueueBridge queue={queue} />
    </SnackbarProvider>
  );
};

// Through the provider's own context rather than notistack's global `enqueueSnackbar`, which
// points at whichever provider was constructed last (StrictMode constructs two).
const QueueBridge = ({ queue }: ToastHostProps) => {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      queue.attach(({ title, description, variant = 'default', action }) => {
        enqueueSnackbar(<ToastMessage title={title} description={description} />, {
          variant,
          ...(action && {
            action: (key) => (
              <Button
                size="small"
                color="inherit"
                sx={{ fontWeight: 600 }}
                onClick={() => {
                  action.onClick();
                  closeSnackbar(key);
                }}
              >
                {action.label}
              </Button>
            ),
          }),
        });
      }),
    [queue, enqueueSnackbar, closeSnackbar],
  );
  return null;
};
