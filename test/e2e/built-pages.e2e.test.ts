import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pages as built (`npm run build -w web`, which `npm test` runs before these tests): the
 * content security policy allows no inline script (`script-src 'self' …`), so a built page that
 * carried one would break in the browser. A missing build fails here rather than passing unread.
 */
const web = resolve(import.meta.dirname, '../../web/dist');
const BUILT_PAGES = ['index.html', 'site/home.html', 'site/contact.html', 'site/pricing.html'];

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
    ([, attributes]) => !/\ssrc=/i.test(attributes ?? ''),
  );

describe('the built pages', () => {
  it('exist and carry no inline script', () => {
    for (const page of BUILT_PAGES) {
      const html = readFileSync(resolve(web, page), 'utf8');
      expect(html, page).toMatch(/<script\b[^>]*\ssrc=/i);
      expect(inlineScripts(html), page).toEqual([]);
    }
  });
});
