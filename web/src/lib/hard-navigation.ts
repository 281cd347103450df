const GUARD_KEY = 'salesflow:reloaded-from-server';

/**
 * Loads the current URL from the server again: a path the app reached by a client-side link
 * but which the server answers with a page of its own (the public pages, see
 * shared/src/site/site-routes.ts). Once per URL within a few seconds, so a server that answers
 * the app for it (vite preview) shows the fallback instead of reloading forever.
 */
export const reloadFromServer = (): boolean => {
  const here = window.location.href;
  const last = sessionStorage.getItem(GUARD_KEY);
  const [url, at] = last ? last.split('\n') : [];
  if (url === here && Date.now() - Number(at) < 5000) return false;
  sessionStorage.setItem(GUARD_KEY, `${here}\n${Date.now()}`);
  window.location.replace(here);
  return true;
};
