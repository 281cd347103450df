import { expect } from 'vitest';
import { appUrl } from './api-client';
import { loopbackHttp } from './loopback';

/**
 * Walks the real sign-in: /api/login → provider page → form post → callback → session, from a
 * loopback address of its own, as one browser would (the gateway limits sign-ins per address);
 * `fetch` goes on from that address.
 */
export const signInThroughProvider = async (email: string, loginPath = '/api/login') => {
  const { fetch } = loopbackHttp();
  const login = await fetch(`${appUrl()}${loginPath}`, { redirect: 'manual' });
  expect(login.status).toBe(302);
  const binding = login.headers.getSetCookie().find((c) => c.startsWith('sf_login='));
  expect(binding).toMatch(/HttpOnly/);
  let providerCookies: string[] = [];
  const remember = (response: Response) => {
    const fresh = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    const names = new Set(fresh.map((c) => c.split('=')[0]));
    providerCookies = [...providerCookies.filter((c) => !names.has(c.split('=')[0])), ...fresh];
  };
  let location = login.headers.get('location') ?? '';
  expect(location).toContain('code_challenge_method=S256');
  let response = await fetch(location, { redirect: 'manual' });
  remember(response);
  location = new URL(response.headers.get('location') ?? '', location).href;
  response = await fetch(location, { headers: { cookie: providerCookies.join('; ') } });
  const page = await response.text();
  expect(page).toContain('Sign in to SalesFlow');
  const action = /action="([^"]+)"/.exec(page)?.[1] ?? '';
  response = await fetch(new URL(action, location), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: providerCookies.join('; '),
    },
    body: new URLSearchParams({ email, firstName: 'Meera', lastName: 'Nair' }),
  });
  // The provider resumes the authorization, then redirects to our callback.
  while (response.status >= 300 && response.status < 400) {
    remember(response);
    location = new URL(response.headers.get('location') ?? '', location).href;
    if (location.startsWith(`${appUrl()}/api/callback`)) break;
    response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: providerCookies.join('; ') },
    });
  }
  expect(location).toContain('/api/callback?');
  return { callbackUrl: location, binding: (binding ?? '').split(';')[0] ?? '', fetch };
};
