import { createContext, useContext } from 'react';

export interface TourControls {
  /** Whether the tour card is shown. */
  open: boolean;
  /** Zero-based index into TOUR_STEPS. */
  index: number;
  /** Opens the tour at its first step, on the dashboard. */
  start: () => void;
  next: () => void;
  previous: () => void;
  /** Closes the tour without completing it (Skip Tour, the close icon, Escape). */
  close: () => void;
}

export const TourContext = createContext<TourControls | null>(null);

/** The welcome tour's state, kept above the routes so it survives navigation. */
export const useTour = (): TourControls => {
  const tour = useContext(TourContext);
  if (!tour) throw new Error('useTour must be used inside <TourProvider>');
  return tour;
};
