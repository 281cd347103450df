import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '../config/constants';

/** True below the 768 px breakpoint. Evaluated on the first render, so nothing flashes. */
export const useIsMobile = (): boolean =>
  useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`, { noSsr: true });
