import { type RefObject, useEffect } from 'react';

/**
 * Shows a `<dialog>` as a modal while `open`, and closes it after. Browsers without showModal
 * (old ones, jsdom) still show it, without the backdrop.
 */
export const useModalDialog = (ref: RefObject<HTMLDialogElement | null>, open: boolean) => {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [ref, open]);
};
