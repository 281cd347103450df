import { createContext } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `error` is the spec's destructive toast. */
  variant?: 'default' | 'success' | 'error';
  /** A button in the toast (Undo): clicking it runs `onClick` and dismisses the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

type ShowToast = (toast: ToastOptions) => void;

/**
 * Toasts asked for before the toast host (notistack, loaded on demand) is mounted wait here and
 * are shown, in order, once it is. One queue per app provider, so nothing outlives its app.
 */
export interface ToastQueue {
  request: (toast: ToastOptions) => void;
  /** The host hands over how to show a toast; the returned function takes it back. */
  attach: (show: ShowToast) => () => void;
  /** Whether a toast was ever asked for, so the host is needed (for `useSyncExternalStore`). */
  wanted: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export const createToastQueue = (): ToastQueue => {
  let show: ShowToast | null = null;
  let wanted = false;
  const waiting: ToastOptions[] = [];
  const listeners = new Set<() => void>();
  return {
    request: (toast) => {
      if (show) return show(toast);
      waiting.push(toast);
      if (!wanted) {
        wanted = true;
        for (const listener of listeners) listener();
      }
    },
    attach: (next) => {
      show = next;
      for (const toast of waiting.splice(0)) next(toast);
      return () => {
        if (show === next) show = null;
      };
    },
    wanted: () => wanted,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export const ToastQueueContext = createContext<ToastQueue | null>(null);
