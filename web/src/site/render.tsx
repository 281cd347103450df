import type { SitePageName } from '@salesflow/shared/site/site-routes';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadSitePage, type PageHead, SITE_PAGE_NAMES } from './site-pages';

export { SITE_PAGE_NAMES };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `<head>` lines of a page: title, description, and the robots rule of the 404 page. */
export const headHtml = (head: PageHead): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.noIndex ? '<meta name="robots" content="noindex" />' : '',
  ]
    .filter(Boolean)
    .join('\n    ');

/**
 * A public page as HTML, at build time (web/scripts/prerender-site.ts): what the visitor sees
 * before any JavaScript runs, which the page's script then hydrates.
 */
export const renderSitePage = async (name: SitePageName) => {
  const { head, Component } = await loadSitePage(name);
  const body = renderToString(
    <StrictMode>
      <Component />
    </StrictMode>,
  );
  return { head: headHtml(head), body };
};
