/** Below this width the sidebar becomes a drawer and tables become cards (document 2, section 9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Contacts asked for per page of the contacts list. */
export const CONTACTS_PAGE_SIZE = 50;

/** Debounce for the server-side contact search. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Tooltip open and skip delays (document 1, section 9). */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_ENTER_NEXT_DELAY_MS = 300;

/** At most one toast at a time, at most 420 px wide (document 1, section 8). */
export const TOAST_MAX_VISIBLE = 1;
export const TOAST_MAX_WIDTH_PX = 420;
export const TOAST_AUTO_HIDE_MS = 5000;
/** A toast swiped right this far (or more) is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** The current-user lookup stays fresh for 30 s (document 1, section 7). */
export const CURRENT_USER_STALE_MS = 30_000;

/**
 * Whether AI calling can be used: the call dialog then starts on AI Assistant Call and its AI Call
 * button starts a real call (off, its buttons stay disabled and the dialog starts on Manual Call).
 */
export const AI_CALLING_AVAILABLE = true;
