import { useEffect } from 'react';

/** F8 moves focus to the visible toast, so keyboard users can reach and dismiss it. */
export const useToastHotkey = () => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const close = document.querySelector<HTMLElement>('[data-toast-close]');
      if (close) {
        event.preventDefault();
        close.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
};
