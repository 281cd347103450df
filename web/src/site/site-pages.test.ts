import { SITE_PAGES } from '@salesflow/shared/site/site-routes';
import { describe, expect, it } from 'vitest';
import { loadSitePage, pageNameFor, SITE_PAGE_NAMES } from './site-pages';

describe('the public pages', () => {
  it('has a page for every public path, and the 404 page for any other', () => {
    for (const [path, name] of Object.entries(SITE_PAGES)) expect(pageNameFor(path)).toBe(name);
    expect(pageNameFor('/terms/')).toBe('terms');
    expect(pageNameFor('/no-such-page')).toBe('not-found');
    expect(SITE_PAGE_NAMES).toHaveLength(Object.keys(SITE_PAGES).length + 1);
  });

  it('gives each page its own title and a description search engines show whole', async () => {
    const titles = new Set<string>();
    for (const name of SITE_PAGE_NAMES) {
      const { head } = await loadSitePage(name);
      expect(head.title, name).toMatch(/SalesFlow/);
      expect(head.description.length, name).toBeGreaterThan(50);
      expect(head.description.length, name).toBeLessThanOrEqual(160);
      titles.add(head.title);
    }
    expect(titles.size).toBe(SITE_PAGE_NAMES.length);
    expect((await loadSitePage('not-found')).head.noIndex).toBe(true);
  });
});
