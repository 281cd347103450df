import { type RefObject, useEffect } from 'react';

/** Calls `onEnter` whenever the element scrolls into view (no-op where IntersectionObserver is missing). */
export const useInView = (
  ref: RefObject<Element | null>,
  onEnter: () => void,
  enabled: boolean,
): void => {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEnter();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onEnter, enabled]);
};
