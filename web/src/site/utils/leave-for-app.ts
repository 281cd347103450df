/** The app's home for signed-in users. */
export const APP_HOME = '/app';

/**
 * `/` is the landing page for visitors only (document 2, routing): a signed-in user goes on to
 * the app. Asked after the page is shown, so visitors never wait for it.
 */
export const leaveForApp = async (): Promise<void> => {
  try {
    const response = await fetch('/api/auth/user', { credentials: 'same-origin' });
    if (response.ok) window.location.replace(APP_HOME);
  } catch {
    // Offline or the API unreachable: the visitor stays on the landing page.
  }
};
