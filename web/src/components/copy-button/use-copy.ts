import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast/use-toast';

/** How long a copy button shows its check mark (document 2, section 9). */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard: "Copied!" naming what was copied and a check mark for 2 s, or the
 * destructive "Copy Failed" (document 2, section 8).
 */
export const useCopy = (label: string) => {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
        toast({ title: 'Copied!', description: `${label} copied to clipboard` });
      } catch {
        toast({
          title: 'Copy Failed',
          description: 'Unable to copy to clipboard',
          variant: 'error',
        });
      }
    },
    [label, toast],
  );
  return { copied, copy };
};
