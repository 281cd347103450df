import { describe, expect, it } from 'vitest';
import { ApiClient, appUrl, sessionCookieFrom, signIn } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';
import { signInThroughProvider } from '../support/provider-sign-in';

const devLogin = (email: string, cookie?: string) =>
  loopbackHttp().fetch(`${appUrl()}/api/dev/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: appUrl(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email }),
  });

describe('sign-in and sign-out hardening', () => {
  it('never redirects a sign-in off the origin, whatever returnTo says', async () => {
    for (const returnTo of ['//16843009', '//evil', '///evil', '/\\evil', 'https://evil.example']) {
      const email = `redirect-${Date.now()}-${Math.random()}@example.in`;
      const {
        callbackUrl,
        binding,
        fetch: browser,
      } = await signInThroughProvider(email, `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      const callback = await browser(callbackUrl, {
        redirect: 'manual',
        headers: { cookie: binding },
      });
      expect(callback.status, returnTo).toBe(302);
      expect(callback.headers.get('location'), returnTo).toBe('/app');
    }
  });

  it('keeps a same-origin page to return to', async () => {
    const {
      callbackUrl,
      binding,
      fetch: browser,
    } = await signInThroughProvider(
      `return-${Date.now()}@example.in`,
      '/api/login?returnTo=/app/deals',
    );
    const callback = await browser(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: binding },
    });
    expect(callback.headers.get('location')).toBe('/app/deals');
  });

  it('ends the session a browser presented when it signs in again', async () => {
    const email = `again-${Date.now()}@example.in`;
    const first = sessionCookieFrom(await devLogin(email));
    const firstClient = new ApiClient(email, first);
    expect((await firstClient.get('/api/auth/user')).status).toBe(200);

    const second = sessionCookieFrom(await devLogin(email, first));
    expect(second).not.toBe(first);
    expect((await firstClient.get('/api/auth/user')).status).toBe(401);
    expect((await new ApiClient(email, second).get('/api/auth/user')).status).toBe(200);
  });

  it('ends the presented session on a sign-in through the provider too', async () => {
    const old = await signIn();
    const {
      callbackUrl,
      binding,
      fetch: browser,
    } = await signInThroughProvider(`fresh-${Date.now()}@example.in`);
    const callback = await browser(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: `${binding}; ${old.cookieHeader()}` },
    });
    expect(callback.status).toBe(302);
    expect((await old.get('/api/auth/user')).status).toBe(401);
  });

  it('asks before signing out when another site sent the browser to /api/logout', async () => {
    const client = await signIn();
    const crossSite = await client.request('GET', '/api/logout', undefined, {
      'sec-fetch-site': 'cross-site',
      origin: '',
    });
    expect(crossSite.status).toBe(200);
    expect(crossSite.headers.get('content-type')).toMatch(/text\/html/);
    expect(String(crossSite.body)).toContain('<button type="submit">Log out</button>');
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/auth/user')).status).toBe(200);

    // The page's button is a same-origin navigation: that one signs out.
    const sameOrigin = await client.request('GET', '/api/logout', undefined, {
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(302);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('signs out on a typed address or a same-site link, as the spec says', async () => {
    for (const site of ['none', 'same-site']) {
      const client = await signIn();
      const response = await client.request('GET', '/api/logout', undefined, {
        'sec-fetch-site': site,
      });
      expect(response.status, site).toBe(302);
      expect((await client.get('/api/auth/user')).status, site).toBe(401);
    }
  });
});
