import { SITE_PAGES, type SitePageName, trimPath } from '@salesflow/shared/site/site-routes';
import type { ComponentType } from 'react';

/** What a public page needs in its HTML head: its own title and description (findable). */
export interface PageHead {
  title: string;
  description: string;
  /** Pages that must not be indexed (the 404 page). */
  noIndex?: boolean;
}

export interface SitePage {
  head: PageHead;
  Component: ComponentType;
}

/**
 * Each public page's module, loaded on its own: a visitor's first load carries React, the
 * site's frame and that page only. Each module exports `page`.
 */
const LOADERS: Record<SitePageName, () => Promise<{ page: SitePage }>> = {
  home: () => import('./pages/home-page'),
  reviews: () => import('./pages/reviews-page'),
  contact: () => import('./pages/contact-page'),
  pricing: () => import('./pages/pricing-page'),
  'pricing-policy': () => import('./pages/pricing-policy-page'),
  'shipping-policy': () => import('./pages/shipping-policy-page'),
  terms: () => import('./pages/terms-page'),
  privacy: () => import('./pages/privacy-page'),
  'refund-policy': () => import('./pages/refund-policy-page'),
  'not-found': () => import('./pages/not-found-page'),
};

export const SITE_PAGE_NAMES = Object.keys(LOADERS) as SitePageName[];

/** The public page a path shows (the 404 page for any other). */
export const pageNameFor = (path: string): SitePageName =>
  (SITE_PAGES as Record<string, SitePageName | undefined>)[trimPath(path)] ?? 'not-found';

export const loadSitePage = async (name: SitePageName): Promise<SitePage> =>
  (await LOADERS[name]()).page;
