import { expect } from 'vitest';
import { appUrl } from './api-client';
import { loopbackHttp } from './loopback';

/** What the local provider says of the user, as Cognito would: a verified email, their groups. */
export interface ProviderIdentity {
  /** `email_verified` in the ID token (true unless a test says otherwise). */
  emailVerified?: boolean;
  /** `cognito:groups` in the ID token. */
  groups?: readonly string[];
}

/**
 * Walks the real sign-in: /api/login → provider page → form post → callback → session, from a
 * loopback address of its own, as one browser would (the gateway limits sign-ins per address);
 * `fetch` goes on from that address.
 */
export const signInThroughProvider = async (
  email: string,
  loginPath = '/api/login',
  identity: ProviderIdentity = {},
) => {
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
    body: new URLSearchParams({
      email,
      firstName: 'Meera',
      lastName: 'Nair',
      emailVerified: String(identity.emailVerified ?? true),
      groups: (identity.groups ?? []).join(','),
    }),
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

/** Signs in through the provider to the end: the session cookie (`name=value`) and the answer. */
export const completeProviderSignIn = async (
  email: string,
  identity: ProviderIdentity = {},
  loginPath = '/api/login',
) => {
  const { callbackUrl, binding, fetch } = await signInThroughProvider(email, loginPath, identity);
  const callback = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: binding } });
  const session = callback.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
  return { callback, cookie: session?.split(';')[0] ?? null, fetch };
};
