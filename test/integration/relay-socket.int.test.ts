import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

/**
 * The relay WebSocket on the whole local stack: the gateway serves `socketRoutes` on `/relay`
 * with its connections API, and the handlers (and tests) are told where (PUBLIC_API_URL,
 * RELAY_WS_URL, RELAY_CONNECTIONS_URL). The conversation itself is tested with the call-relay
 * module; here only the plumbing.
 */
describe('the relay WebSocket on the local stack', () => {
  const port = new URL(inject('appUrl')).port;

  it('tells handlers and tests the gateway’s public, relay and connections URLs', () => {
    expect(inject('publicApiUrl')).toBe(`http://127.0.0.1:${port}`);
    expect(inject('relayWsUrl')).toBe(`ws://127.0.0.1:${port}/relay`);
    expect(inject('relayConnectionsUrl')).toBe(`http://127.0.0.1:${port}/relay`);
  });

  it('serves the connections API: an unknown connection is gone (410 GoneException)', async () => {
    const response = await fetch(
      `${inject('relayConnectionsUrl')}/@connections/${encodeURIComponent('AAAAAAAAAAAAAAA=')}`,
      { method: 'POST', body: '{"type":"text","token":"Hi","last":true}' },
    );

    expect(response.status).toBe(410);
    expect(response.headers.get('x-amzn-errortype')).toBe('GoneException');
  });

  it('hands a WebSocket handshake on /relay to the relay’s $connect route', async () => {
    // Whatever $connect decides (open, or refuse an unsigned handshake), the path is served:
    // a path with no WebSocket API is refused with 404 before any handler runs.
    const outcome = (url: string) =>
      new Promise<number | 'open'>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once('open', () => {
          socket.close();
          resolve('open');
        });
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('error', reject);
      });

    const relay = await outcome(`${inject('relayWsUrl')}?org=o-1&call=c-1`);
    const elsewhere = await outcome(`ws://127.0.0.1:${port}/not-a-socket-api`);

    expect(relay === 'open' || relay === 403).toBe(true);
    expect(elsewhere).toBe(404);
  });
});
