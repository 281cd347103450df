import { type PointerEvent, useRef, useState } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '../../config/constants';

/**
 * Swipe right to dismiss (document 1, section 8): the toast follows the pointer to the right and
 * is dismissed when let go at least 50 px from where it was taken; otherwise it slides back.
 */
export const useSwipeToDismiss = (onDismiss: () => void) => {
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Buttons inside the toast (close) keep their own clicks.
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { pointerId: event.pointerId, x: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - start.current.x));
  };
  const finish = (event: PointerEvent<HTMLElement>, dismiss: boolean) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    if (dismiss && moved >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, true),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, false),
    },
  };
};
