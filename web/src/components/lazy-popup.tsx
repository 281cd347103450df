import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** What every popup (dialog, menu, drawer) takes; the rest of its props pass through. */
export interface PopupProps {
  open?: boolean | undefined;
}

/**
 * A dialog, menu or drawer whose code is fetched the first time it opens rather than with the
 * screen, so a screen that only might open it paints sooner (the dashboard's Add Lead form brings
 * zod and the phone number rules; menus and drawers bring MUI's modal machinery). Once opened it
 * stays mounted: it closes with its animation and opens again at once. `fallback` shows while the
 * code loads.
 */
export const lazyPopup = <P extends PopupProps>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) => {
  const Loaded = lazy(async () => ({ default: await load() }));
  const LazyPopup = (props: P) => {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={props.open ? fallback : null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
  return LazyPopup;
};

/** A spinner over the page while a dialog's code loads (a plain layer: no modal code needed). */
export const PopupLoading = () => (
  <Box
    sx={{
      position: 'fixed',
      inset: 0,
      zIndex: 'modal',
      display: 'grid',
      placeItems: 'center',
      bgcolor: 'rgba(0, 0, 0, 0.3)',
    }}
  >
    <CircularProgress aria-label="Loading" />
  </Box>
);
