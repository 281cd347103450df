import { randomUUID } from 'node:crypto';
import { RATE_LIMITS } from '@salesflow/functions/platform/rate-limits';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import type { Response } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { type LoopbackHttp, loopbackHttp } from '../support/loopback';
import { scanTable } from '../support/table-scan';

const clients: LoopbackHttp[] = [];
const client = () => {
  const http = loopbackHttp();
  clients.push(http);
  return http;
};
afterAll(() => Promise.all(clients.map((http) => http.close())));

/** A refusal as WAF words it in AWS, plus the request id the local gateway adds. */
const expectRateLimited = async (response: Response, windowSeconds: number) => {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = (await response.json()) as ErrorBody;
  expect(body.error).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
};

/** Login-state records whose returnTo is `marker` (a Scan is fine in a test, never on a request). */
const loginStatesFor = async (marker: string): Promise<number> =>
  (
    await scanTable({
      filter: {
        expression: '#type = :type AND returnTo = :marker',
        names: { '#type': 'type' },
        values: { ':type': 'loginState', ':marker': marker },
      },
      attributes: ['pk'],
    })
  ).length;

/** Runs `count` requests, `concurrency` at a time; answers the statuses in order. */
const burst = async (count: number, concurrency: number, send: () => Promise<Response>) => {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - sent) }, async () => {
      const response = await send();
      await response.arrayBuffer();
      return response.status;
    });
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
};

describe('per-client limits at the gateway', () => {
  const signInLimit = RATE_LIMITS.signInPerClient;
  const mutationLimit = RATE_LIMITS.mutationsPerClient;

  it('refuses sign-in starts past the limit with 429 and Retry-After, writing no login state', async () => {
    const bot = client();
    const accepted = `/rl-accepted-${randomUUID()}`;
    const refused = `/rl-refused-${randomUUID()}`;
    const login = (returnTo: string) =>
      bot.fetch(`${appUrl()}/api/login?returnTo=${returnTo}`, { redirect: 'manual' });

    const statuses = await burst(signInLimit.limit, 5, () => login(accepted));
    const over = await login(refused);
    const callback = await bot.fetch(`${appUrl()}/api/callback?code=x&state=y`, {
      redirect: 'manual',
    });

    expect(statuses).toEqual(Array(signInLimit.limit).fill(302));
    expect(over.headers.get('location')).toBeNull();
    expect(over.headers.getSetCookie()).toEqual([]);
    await expectRateLimited(over, signInLimit.windowSeconds);
    await expectRateLimited(callback, signInLimit.windowSeconds);
    expect(await loginStatesFor(accepted)).toBe(signInLimit.limit);
    expect(await loginStatesFor(refused)).toBe(0);
  });

  it('still lets another client address start a sign-in', async () => {
    const bot = client();
    await burst(signInLimit.limit + 1, 7, () =>
      bot.fetch(`${appUrl()}/api/login`, { redirect: 'manual' }),
    );

    const other = await client().fetch(`${appUrl()}/api/login`, { redirect: 'manual' });

    expect(other.status).toBe(302);
  });

  it('refuses mutations past the limit, but not GETs, other clients or local-only routes', async () => {
    const busy = await signIn();
    const calm = await signIn();
    const mutate = () =>
      busy.http.fetch(`${appUrl()}/api/no-such-route`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl() },
        body: '{}',
      });

    // Every mutation counts, whatever answers it, as WAF counts what it sees.
    const statuses = await burst(mutationLimit.limit, 20, mutate);
    const create = await busy.http.fetch(`${appUrl()}/api/contacts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: appUrl(),
        cookie: busy.cookieHeader(),
      },
      body: JSON.stringify({ name: 'Over', email: `over-${Date.now()}@x.in` }),
    });
    const list = await busy.get('/api/contacts');
    const devLogin = await busy.http.fetch(`${appUrl()}/api/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl() },
      body: JSON.stringify({ email: busy.email }),
    });
    const other = await calm.post('/api/contacts', {
      name: 'Calm',
      email: `calm-${Date.now()}@x.in`,
    });

    expect(statuses.filter((status) => status === 429)).toEqual([]);
    await expectRateLimited(create, mutationLimit.windowSeconds);
    expect(list.status).toBe(200);
    expect(devLogin.status).toBe(204);
    expect(other.status).toBe(201);
  });
});
