import { describe, expect, it } from 'vitest';
import { pageFileFor, SITE_PAGES } from './site-routes';

describe('which file answers a page path', () => {
  it('gives each public page its own HTML, with or without a trailing slash', () => {
    expect(pageFileFor('/')).toBe('/site/home.html');
    expect(pageFileFor('/reviews')).toBe('/site/reviews.html');
    expect(pageFileFor('/contact/')).toBe('/site/contact.html');
    expect(pageFileFor('/shipping-policy')).toBe('/site/shipping-policy.html');
    expect(pageFileFor('/pricing/')).toBe('/site/pricing.html');
    expect(Object.keys(SITE_PAGES)).toHaveLength(9);
  });

  it('gives the app its paths and everything below them', () => {
    for (const path of ['/app', '/app/contacts/01ABC', '/invite/tok', '/invite/tok/']) {
      expect(pageFileFor(path)).toBe('/index.html');
    }
  });

  it('answers the 404 page for anything else, including look-alikes of app paths', () => {
    for (const path of [
      '/nope',
      '/application',
      '/reviews/1',
      '/pricing-plans',
      '/pricing/x',
      '/contacts',
    ]) {
      expect(pageFileFor(path)).toBe('/site/not-found.html');
    }
  });
});
