import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exotelRequest } from './exotel-http';

const CREDENTIALS = { accountSid: 'acme1', apiKey: 'key', apiToken: 'token' };
let server: Server;
let seen: { authorization?: string; body: string; type?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        authorization: req.headers.authorization,
        body: Buffer.concat(chunks).toString(),
        type: req.headers['content-type'],
      });
      const answers: Record<string, [number, string]> = {
        '/ok': [200, '{"Call":{"Sid":"s1"}}'],
        '/rest': [400, '{"RestException":{"Status":400,"Message":"From is invalid","Code":"33"}}'],
        '/v2': [
          401,
          '{"http_code":401,"response":{"error_data":{"code":1010,"description":"Authorization failed"}}}',
        ],
        '/xml': [403, '<TwilioResponse><RestException/></TwilioResponse>'],
        '/down': [503, '{"RestException":{"Status":503,"Message":"later"}}'],
        '/html': [200, '<html>captive portal</html>'],
      };
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 500);
      const [status, body] = answers[req.url ?? ''] ?? [404, '{}'];
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('EXOTEL_API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const ask = (path: string, timeoutMs?: number) =>
  exotelRequest(CREDENTIALS, { method: 'GET', path, region: 'mumbai', timeoutMs });

describe('Exotel HTTP answers', () => {
  it('send Basic key:token and a form body, and read JSON', async () => {
    seen = [];
    const form = new URLSearchParams({ From: '+919876543210' });
    const answer = await exotelRequest(CREDENTIALS, {
      method: 'POST',
      path: '/ok',
      form,
      region: 'singapore',
    });
    expect(answer).toEqual({ kind: 'ok', value: { Call: { Sid: 's1' } } });
    expect(seen[0]).toEqual({
      authorization: `Basic ${Buffer.from('key:token').toString('base64')}`,
      body: 'From=%2B919876543210',
      type: 'application/x-www-form-urlencoded',
    });
  });

  it('turn refusals into values: RestException, the newer error_data, or no JSON at all', async () => {
    expect(await ask('/rest')).toEqual({
      kind: 'refused',
      status: 400,
      code: 33,
      message: 'From is invalid',
      permanent: true,
    });
    expect(await ask('/v2')).toEqual({
      kind: 'refused',
      status: 401,
      code: 1010,
      message: 'Authorization failed',
      permanent: false,
    });
    expect(await ask('/xml')).toMatchObject({ kind: 'refused', status: 403, permanent: false });
  });

  it('call 5xx, a body that is not JSON and no answer in time unreachable', async () => {
    expect(await ask('/down')).toEqual({ kind: 'unreachable', reason: 'Exotel answered 503' });
    expect(await ask('/html')).toMatchObject({ kind: 'unreachable' });
    expect(await ask('/slow', 50)).toEqual({ kind: 'unreachable', reason: 'no answer in time' });
  });
});
