import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The width of an element as laid out, kept up to date as it resizes (a ResizeObserver). Null
 * until it is measured, and where nothing is laid out (no ResizeObserver, or a width of 0).
 */
export const useElementWidth = <T extends HTMLElement>(): [RefCallback<T>, number | null] => {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<T>>((element) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      setWidth(measured > 0 ? measured : null);
    });
    seen.observe(element);
    observer.current = seen;
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, width];
};
