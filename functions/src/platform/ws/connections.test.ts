import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionsApiError, closeConnection, postToConnection } from './connections';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const rfc3986 = (segment: string) =>
  encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/**
 * SigV4 recomputed here from what the server received, by the steps AWS documents (not by the
 * signer under test): a non-S3 service encodes each path segment once more.
 */
const expectedSignature = (request: Received, signedHeaders: string[], scope: string[]) => {
  const [date, region, service] = scope;
  const canonical = [
    request.method,
    request.path.split('/').map(rfc3986).join('/'),
    '',
    ...signedHeaders.map((name) => `${name}:${String(request.headers[name]).trim()}`),
    '',
    signedHeaders.join(';'),
    createHash('sha256').update(request.body).digest('hex'),
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${date}/${region}/${service}/aws4_request`,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  let key = hmac(`AWS4${SECRET}`, String(date));
  for (const part of [region, service, 'aws4_request']) key = hmac(key, String(part));
  return createHmac('sha256', key).update(toSign).digest('hex');
};

describe('the connections API client', () => {
  let server: Server;
  let received: Received[] = [];
  let sockets = 0;
  let status = 200;
  const saved = { ...process.env };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += String(chunk);
      });
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
        });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(status === 410 ? '{"message":"GoneException"}' : '');
      });
    });
    server.on('connection', () => {
      sockets += 1;
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
  beforeEach(() => {
    const { port } = server.address() as AddressInfo;
    Object.assign(process.env, {
      RELAY_CONNECTIONS_URL: `http://127.0.0.1:${port}/relay`,
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: SECRET,
      AWS_REGION: 'ap-south-1',
    });
    received = [];
    status = 200;
  });
  afterEach(() => {
    process.env = { ...saved };
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('posts the frame to @connections/{id} as a correct SigV4 request for execute-api', async () => {
    const outcome = await postToConnection('L0SM9cOFvHcCIhw=', '{"type":"text","token":"Hi"}');

    expect(outcome).toBe('sent');
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/relay/@connections/L0SM9cOFvHcCIhw%3D');
    expect(request?.body).toBe('{"type":"text","token":"Hi"}');
    const match =
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/(\d{8})\/(ap-south-1)\/(execute-api)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        String(request?.headers.authorization),
      );
    expect(match).not.toBeNull();
    const [, date, region, service, signedHeaders, signature] = match ?? [];
    expect(String(request?.headers['x-amz-date']).slice(0, 8)).toBe(date);
    const signed = String(signedHeaders).split(';');
    expect(signed).toEqual(expect.arrayContaining(['host', 'x-amz-date', 'content-type']));
    expect(signature).toBe(
      expectedSignature(request as Received, signed, [
        String(date),
        String(region),
        String(service),
      ]),
    );
  });

  it('keeps its connection alive: a reply streamed token by token opens one socket', async () => {
    const before = sockets;
    for (const token of ['Hel', 'lo', '!']) await postToConnection('abc', token);

    expect(received.map((request) => request.body)).toEqual(['Hel', 'lo', '!']);
    expect(sockets - before).toBeLessThanOrEqual(1);
  });

  it('tells a client that has left (410) from a failure', async () => {
    status = 410;
    expect(await postToConnection('gone-one', 'x')).toBe('gone');
    expect(await closeConnection('gone-one')).toBe('gone');

    status = 403;
    await expect(postToConnection('any', 'x')).rejects.toBeInstanceOf(ConnectionsApiError);
  });

  it('closes a connection with a signed DELETE and no body', async () => {
    status = 204;
    expect(await closeConnection('abc')).toBe('closed');
    expect(received[0]?.method).toBe('DELETE');
    expect(received[0]?.path).toBe('/relay/@connections/abc');
    expect(String(received[0]?.headers.authorization)).toMatch(/\/execute-api\/aws4_request, /);
  });
});
