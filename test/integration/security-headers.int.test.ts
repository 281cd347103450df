import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localSecurityHeaders } from '../../infra/lib/security-headers';
import { type Gateway, startGateway } from '../../infra/local/gateway';
import { freePort } from '../../infra/local/ports';
import { appUrl } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';

const http = loopbackHttp();

/** The headers CloudFront's policy sets in AWS, on one answer of the local stack. */
const expectSecurityHeaders = (headers: Headers | import('undici').Headers) => {
  const razorpay = process.env.RAZORPAY_API_BASE_URL;
  for (const [name, value] of Object.entries(
    localSecurityHeaders(razorpay ? new URL(razorpay).origin : undefined),
  )) {
    expect(headers.get(name), name).toBe(value);
  }
  const csp = headers.get('content-security-policy') ?? '';
  // Scripts from our origin and Razorpay Checkout's only (locally, the fake's).
  expect(csp).toMatch(
    /script-src 'self' https:\/\/checkout\.razorpay\.com( http:\/\/127\.0\.0\.1:\d+)?(;|$)/,
  );
  // Call recordings play through a redirect to the uploads bucket (locally, our own origin).
  expect(csp).toContain("media-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
  expect(headers.get('x-frame-options')).toBe('DENY');
  // Plain http on localhost: HSTS is for CloudFront only.
  expect(headers.get('strict-transport-security')).toBeNull();
};

describe('security headers on every answer of the local stack', () => {
  // The shared stack serves web/dist, which a test run may not have built: pages and files come
  // from a gateway of this test's own over a tiny web root.
  let site: Gateway;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'salesflow-site-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(web, 'assets', 'app.js'), 'export {};');
    // The public pages, prerendered (web/scripts/prerender-site.ts), and their 404 page.
    mkdirSync(join(web, 'site'));
    for (const page of ['home', 'not-found']) {
      writeFileSync(join(web, 'site', `${page}.html`), `<!doctype html><title>${page}</title>`);
    }
    site = await startGateway({ port: await freePort(), routes: [], webRoot: web });
  });
  afterAll(async () => {
    await http.close();
    await site?.stop();
    rmSync(web, { recursive: true, force: true });
  });

  it('on a page, including a client-side route and the 404 page', async () => {
    for (const path of ['/', '/app/contacts', '/no-such-page']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expectSecurityHeaders(response.headers);
      await response.arrayBuffer();
    }
  });

  it('on an asset', async () => {
    const response = await fetch(`${site.url}/assets/app.js`);

    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    await response.arrayBuffer();
  });

  it("on a handler's API answer and on the gateway's own", async () => {
    const handled = await http.fetch(`${appUrl()}/api/auth/user`);
    const unknown = await http.fetch(`${appUrl()}/api/no-such-route`);

    expect(handled.status).toBe(401);
    expectSecurityHeaders(handled.headers);
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown.headers);
    await Promise.all([handled.arrayBuffer(), unknown.arrayBuffer()]);
  });
});
