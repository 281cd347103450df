import { useState } from 'react';

/**
 * What a dialog acts on, kept after it closes so its text does not change during the closing
 * fade; `open` says whether it shows.
 */
export const useDialogTarget = <T>() => {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (next: T) => {
      setTarget(next);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
};
