import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { Agent, fetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/api-client';
import { nextLoopbackAddress } from '../support/loopback';

/** API Gateway's payload limit for HTTP APIs. */
const LIMIT = 10 * 1024 * 1024;

// One kept-alive connection, as a browser tab reuses its connection for the next call.
const agent = new Agent({
  connections: 1,
  keepAliveTimeout: 30_000,
  localAddress: nextLoopbackAddress(),
  connect: { family: 4 },
});
afterAll(() => agent.close());

const post = (bytes: number) =>
  fetch(`${appUrl()}/api/contacts`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', origin: appUrl() },
    body: Buffer.alloc(bytes, 0x20),
  });

describe('a body over the limit', () => {
  it('answers 413 with the error body, and the next request on the same client succeeds', async () => {
    const warm = await fetch(`${appUrl()}/api/auth/user`, { dispatcher: agent });
    await warm.arrayBuffer();

    const refused = await post(LIMIT + 1);
    const body = (await refused.json()) as ErrorBody;
    const next = await fetch(`${appUrl()}/api/auth/user`, { dispatcher: agent });

    expect(refused.status).toBe(413);
    expect(body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) });
    expect(next.status).toBe(401);
    await next.arrayBuffer();
  });

  it('keeps answering after several refused bodies in a row, declared or streamed', async () => {
    for (let i = 0; i < 3; i += 1) {
      const refused = await post(LIMIT + 1 + i * 1024 * 1024);
      expect(refused.status).toBe(413);
      await refused.arrayBuffer();
    }
    const streamed = await fetch(`${appUrl()}/api/contacts`, {
      method: 'POST',
      dispatcher: agent,
      duplex: 'half',
      headers: { 'content-type': 'application/json', origin: appUrl() },
      // No Content-Length: the gateway only learns the size while reading.
      body: (async function* () {
        for (let i = 0; i < 11; i += 1) yield Buffer.alloc(1024 * 1024, 0x20);
      })(),
    });
    expect(streamed.status).toBe(413);
    await streamed.arrayBuffer();

    const next = await fetch(`${appUrl()}/api/auth/user`, { dispatcher: agent });
    expect(next.status).toBe(401);
    await next.arrayBuffer();
  });

  it('still accepts a body just under the limit', async () => {
    const response = await post(LIMIT);

    // Whitespace is not JSON: the handler, not the gateway, refuses it.
    expect(response.status).not.toBe(413);
    await response.arrayBuffer();
  });
});
