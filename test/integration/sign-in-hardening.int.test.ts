import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LOCAL_OPERATOR_EMAIL, LOCAL_OPERATOR_GROUP } from '../../infra/local/local-stack';
import { ApiClient, appUrl, sessionCookieFrom, signIn } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';
import { completeProviderSignIn, signInThroughProvider } from '../support/provider-sign-in';
import { testTable } from '../support/table';

/** Whether the app holds a user for this email (the email's claim item). */
const userExists = async (email: string) => {
  const table = testTable();
  const { Item } = await table.client.send(
    new GetCommand({
      TableName: table.name,
      Key: { pk: `USEREMAIL#${email.toLowerCase()}`, sk: 'UNIQUE' },
      ConsistentRead: true,
    }),
  );
  return Boolean(Item);
};

const signedInAs = async (cookie: string | null, email: string) => {
  expect(cookie).toBeTruthy();
  return new ApiClient(email, cookie ?? '');
};

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

  it('refuses an email the provider has not verified: a clear page, no user, no session', async () => {
    const email = `unverified-${Date.now()}@example.in`;
    const { callback } = await completeProviderSignIn(email, { emailVerified: false });
    expect(callback.status).toBe(403);
    expect(callback.headers.get('content-type')).toMatch(/text\/html/);
    const page = await callback.text();
    expect(page).toContain('Confirm your email address first');
    expect(page).toContain(email);
    expect(page).toContain('href="/api/login"');
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('sf_session='))).toBe(false);
    expect(await userExists(email)).toBe(false);

    // The same address, once verified, signs in and makes the account.
    const verified = await completeProviderSignIn(email);
    expect(verified.callback.status).toBe(302);
    const client = await signedInAs(verified.cookie, email);
    expect((await client.get<{ email: string }>('/api/auth/user')).body.email).toBe(email);
  });

  it('never takes over an existing account with an unverified email claim', async () => {
    const victim = await signIn();
    const { callback } = await completeProviderSignIn(victim.email, { emailVerified: false });
    expect(callback.status).toBe(403);
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('sf_session='))).toBe(false);
  });

  it('makes nobody an operator by an unverified operator email', async () => {
    const { callback } = await completeProviderSignIn(LOCAL_OPERATOR_EMAIL, {
      emailVerified: false,
    });
    expect(callback.status).toBe(403);
    expect(callback.headers.getSetCookie().some((c) => c.startsWith('sf_session='))).toBe(false);
  });

  it("recognises operators by the provider's group (cognito:groups) and the local list", async () => {
    const grouped = `ops-${Date.now()}@example.in`;
    const inGroup = await completeProviderSignIn(grouped, { groups: [LOCAL_OPERATOR_GROUP] });
    const operator = await signedInAs(inGroup.cookie, grouped);
    expect((await operator.get('/api/auth/user')).body).toMatchObject({ isOperator: true });
    expect((await operator.get('/api/admin/overview')).status).toBe(200);

    const other = `not-ops-${Date.now()}@example.in`;
    const otherGroup = await completeProviderSignIn(other, { groups: ['sales-team'] });
    const notOperator = await signedInAs(otherGroup.cookie, other);
    expect((await notOperator.get('/api/auth/user')).body).toMatchObject({ isOperator: false });
    expect((await notOperator.get('/api/admin/overview')).status).toBe(404);

    // Locally the configured list, read against the verified email, names operators too.
    const listed = await completeProviderSignIn(LOCAL_OPERATOR_EMAIL);
    const local = await signedInAs(listed.cookie, LOCAL_OPERATOR_EMAIL);
    expect((await local.get('/api/auth/user')).body).toMatchObject({ isOperator: true });
    expect((await local.get('/api/admin/overview')).status).toBe(200);
  });

  it('takes operator rights from the sign-in, not from the group someone is in later', async () => {
    // The same user, signed in once without the group and once with it: each session as signed in.
    const email = `later-ops-${Date.now()}@example.in`;
    const before = await completeProviderSignIn(email);
    const after = await completeProviderSignIn(email, { groups: [LOCAL_OPERATOR_GROUP] });
    const plain = await signedInAs(before.cookie, email);
    const grouped = await signedInAs(after.cookie, email);
    expect((await plain.get('/api/admin/overview')).status).toBe(404);
    expect((await grouped.get('/api/admin/overview')).status).toBe(200);
  });
});
