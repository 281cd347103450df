/**
 * Which file answers a path of the web origin, the one place it is written: the CloudFront
 * Function (infra/lib/constructs/web-site.ts), the local static server (infra/local) and the
 * prerender step (web/scripts/prerender-site.ts) all read it.
 *
 * The public pages are built once as HTML of their own (`/site/<name>.html`), light and
 * findable; the signed-in app is the SPA (`/index.html`) for the paths it owns; any other path
 * without a file extension is the public 404 page.
 */
export const SITE_PAGES = {
  '/': 'home',
  '/reviews': 'reviews',
  '/contact': 'contact',
  '/pricing': 'pricing',
  '/pricing-policy': 'pricing-policy',
  '/shipping-policy': 'shipping-policy',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/refund-policy': 'refund-policy',
} as const;

export type SitePath = keyof typeof SITE_PAGES;
export type SitePageName = (typeof SITE_PAGES)[SitePath] | 'not-found';

/** The SPA's paths: each, and everything below it. */
export const SPA_PATHS = ['/app', '/invite'] as const;

/** The public page's file for a built page name. */
export const sitePageFile = (name: SitePageName) => `/site/${name}.html`;

/** A path without its trailing slashes ("/" stays "/"). */
export const trimPath = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The file for a request path whose last segment has no extension (a page, not an asset):
 * a public page, the SPA, or the public 404 page.
 */
export const pageFileFor = (path: string): string => {
  const trimmed = trimPath(path);
  const page = (SITE_PAGES as Record<string, SitePageName | undefined>)[trimmed];
  if (page) return sitePageFile(page);
  if (SPA_PATHS.some((prefix) => trimmed === prefix || trimmed.startsWith(`${prefix}/`))) {
    return '/index.html';
  }
  return sitePageFile('not-found');
};
