import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { TourContext, type TourControls } from '../hooks/use-tour';
import { TOUR_NAVIGATION_DELAY_MS, TOUR_STEPS } from '../utils/tour-steps';

export interface TourProviderProps {
  children: ReactNode;
}

const LAST = TOUR_STEPS.length - 1;

/**
 * Holds the welcome tour's step. Mounted in the app shell (above the routed pages), so moving
 * from page to page, by the tour or by the sidebar, keeps the tour where it was.
 */
export const TourProvider = ({ children }: TourProviderProps) => {
  const navigate = useNavigate();
  const [state, setState] = useState({ open: false, index: 0 });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelNavigation = useCallback(() => clearTimeout(pending.current), []);
  useEffect(() => cancelNavigation, [cancelNavigation]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(LAST, index));
      setState({ open: true, index: target });
      cancelNavigation();
      const route = TOUR_STEPS[target]?.route;
      if (route) pending.current = setTimeout(() => navigate(route), TOUR_NAVIGATION_DELAY_MS);
    },
    [navigate, cancelNavigation],
  );

  const controls = useMemo<TourControls>(
    () => ({
      ...state,
      start: () => {
        cancelNavigation();
        setState({ open: true, index: 0 });
        navigate(paths.app.dashboard);
      },
      next: () => goTo(state.index + 1),
      previous: () => goTo(state.index - 1),
      close: () => {
        cancelNavigation();
        setState({ open: false, index: 0 });
      },
    }),
    [state, goTo, navigate, cancelNavigation],
  );

  return <TourContext value={controls}>{children}</TourContext>;
};
