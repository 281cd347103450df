import { pageFileFor } from '@salesflow/shared/site/site-routes';
import { describe, expect, it } from 'vitest';
import { siteRoutingFunctionCode } from '../lib/site-routing-function';

/** Runs the CloudFront Function's code as CloudFront would: `handler(event)` on a request. */
const routed = (uri: string): string => {
  const handler = new Function(`${siteRoutingFunctionCode()}\nreturn handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return handler({ request: { uri } }).uri;
};

describe('the CloudFront Function that picks a page path’s file', () => {
  it('agrees with the shared rule the local server and the prerender step use', () => {
    const paths = [
      '/',
      '/reviews',
      '/contact/',
      '/terms',
      '/refund-policy',
      '/app',
      '/app/contacts/01ABC',
      '/invite/token',
      '/pricing',
      '/nope',
      '/application',
      '/reviews/1',
      '/hasOwnProperty',
    ];
    for (const path of paths) expect(routed(path), path).toBe(pageFileFor(path));
    expect(routed('/')).toBe('/site/home.html');
    expect(routed('/nope')).toBe('/site/not-found.html');
    expect(routed('/pricing')).toBe('/site/pricing.html');
  });

  it('leaves files alone', () => {
    expect(routed('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(routed('/favicon.svg')).toBe('/favicon.svg');
  });
});
