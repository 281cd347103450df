import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastQueue } from './toast-queue';

const loadHost = () => import('./toast-host');
const ToastHost = lazy(async () => ({ default: (await loadHost()).ToastHost }));

/** How long after start-up the toast code is fetched anyway, so the first toast is quick. */
const PREFETCH_AFTER_MS = 3000;

export interface ToastSlotProps {
  queue: ToastQueue;
}

/**
 * Where the toast host mounts. No page needs toasts to paint, so notistack and the toast card are
 * not part of any first screen: they load when the first toast is asked for (that toast waits in
 * the queue meanwhile) or a few seconds after start-up, whichever comes first.
 */
export const ToastSlot = ({ queue }: ToastSlotProps) => {
  const wanted = useSyncExternalStore(queue.subscribe, queue.wanted, queue.wanted);
  useEffect(() => {
    const timer = setTimeout(() => void loadHost().catch(() => undefined), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost queue={queue} />
    </Suspense>
  );
};
