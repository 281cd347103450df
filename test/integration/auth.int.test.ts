import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ApiClient, appUrl, sessionCookieFrom, signIn } from '../support/api-client';
import { loopbackHttp } from '../support/loopback';
import { signInThroughProvider } from '../support/provider-sign-in';
import { testTable } from '../support/table';

describe('sign-in, sessions and cross-site protection', () => {
  it('answers 401 to GET /api/auth/user without a session', async () => {
    const response = await fetch(`${appUrl()}/api/auth/user`);
    expect(response.status).toBe(401);
  });

  it('signs in through the provider with PKCE and creates the user and a personal organization', async () => {
    const email = `meera-${Date.now()}@example.in`;
    const { callbackUrl, binding, fetch: browser } = await signInThroughProvider(email);
    const callback = await browser(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: binding },
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/app');
    const cookie = callback.headers.getSetCookie().find((c) => c.startsWith('sf_session=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const client = new ApiClient(email, cookie.split(';')[0] ?? '');
    const user = await client.get<Record<string, unknown>>('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({
      email,
      firstName: 'Meera',
      lastName: 'Nair',
      currentPlan: 'trial',
      contactsUsed: 0,
      aiCallsUsed: 0,
    });
    // The callback's state is single-use: replaying it does not make a second session.
    const replay = await browser(callbackUrl, { redirect: 'manual', headers: { cookie: binding } });
    expect(replay.status).toBe(400);
  });

  it('refuses a callback whose state is not bound to this browser', async () => {
    const { callbackUrl, fetch: browser } = await signInThroughProvider(
      `x-${Date.now()}@example.in`,
    );
    const response = await browser(callbackUrl, {
      redirect: 'manual',
      headers: { cookie: 'sf_login=other' },
    });
    expect(response.status).toBe(400);
  });

  it('gives a new session id on every sign-in and keeps the same user', async () => {
    const email = `same-${Date.now()}@example.in`;
    const first = await signIn(email);
    const second = await signIn(email);
    const a = await first.get<{ id: string }>('/api/auth/user');
    const b = await second.get<{ id: string }>('/api/auth/user');
    expect(a.body.id).toBe(b.body.id);
    expect((first as unknown as { cookie: string }).cookie).not.toBe(
      (second as unknown as { cookie: string }).cookie,
    );
  });

  it('logs out: deletes the session and clears the cookie', async () => {
    const client = await signIn();
    const logout = await client.request('GET', '/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.getSetCookie().join()).toMatch(/sf_session=;.*Max-Age=0/);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('ends a session past its idle deadline', async () => {
    const response = await loopbackHttp().fetch(`${appUrl()}/api/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl() },
      body: JSON.stringify({ email: `idle-${Date.now()}@example.in` }),
    });
    const cookie = sessionCookieFrom(response);
    const client = new ApiClient('idle', cookie);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const sid = createHash('sha256')
      .update(cookie.split('=')[1] ?? '')
      .digest('base64url');
    const table = testTable();
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: { pk: `SESSION#${sid}`, sk: 'SESSION' },
        UpdateExpression: 'SET expire = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses mutations from another site', async () => {
    const client = await signIn();
    const body = { name: 'Evil', email: `evil-${Date.now()}@x.in` };
    const foreign = await client.request('POST', '/api/contacts', body, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const crossSite = await client.request('POST', '/api/contacts', body, {
      origin: '',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    const form = await client.request('POST', '/api/contacts', 'name=Evil', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });

  it('rejects a malformed dev login body with 400', async () => {
    const response = await loopbackHttp().fetch(`${appUrl()}/api/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl() },
      body: JSON.stringify({ email: 'nope' }),
    });
    expect(response.status).toBe(400);
  });
});
