import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postToConnection } from '@salesflow/functions/platform/ws/connections';
import type { SocketRouteDefinition } from '@salesflow/functions/routes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Gateway, startGateway } from './gateway';
import { freePort } from './ports';
import { socketLog } from './test-fixtures/socket-log';

const row = (
  routeKey: SocketRouteDefinition['routeKey'],
  handler: string,
  more: Partial<SocketRouteDefinition> = {},
): SocketRouteDefinition => ({ api: 'relay', routeKey, handler, table: 'read', ...more });

/** Resolves when `check` holds, polling: the handlers run apart from the client's events. */
const eventually = async (check: () => boolean, timeoutMs = 5000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A client whose received frames are kept in order. */
const connect = async (url: string, headers: Record<string, string> = {}) => {
  const socket = new WebSocket(url, { headers });
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(String(data)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames };
};

const disconnectOf = (id: string) =>
  socketLog().disconnects.find((event) => event.requestContext.connectionId === id);

const whoami = async (client: Awaited<ReturnType<typeof connect>>): Promise<string> => {
  const before = client.frames.length;
  client.socket.send(JSON.stringify({ type: 'whoami' }));
  await eventually(() => client.frames.length > before);
  return (JSON.parse(String(client.frames[before])) as { connectionId: string }).connectionId;
};

describe('the local gateway’s WebSocket API and connections API', () => {
  let gateway: Gateway;
  let relay: string;
  let web: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'salesflow-socket-'));
    const port = await freePort();
    gateway = await startGateway({
      port,
      webRoot: web,
      routes: [],
      sourceDir: join(import.meta.dirname, 'test-fixtures'),
      socketRoutes: [
        row('$connect', 'socket-connect.handler'),
        row('$default', 'socket-message.handler', { postsToConnections: true }),
        row('$disconnect', 'socket-disconnect.handler'),
      ],
    });
    relay = `ws://127.0.0.1:${port}/relay`;
    // What the local stack gives the handlers: the real connections client posts to the gateway.
    Object.assign(process.env, {
      RELAY_CONNECTIONS_URL: `${gateway.url}/relay`,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_REGION: 'ap-south-1',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
    });
  });
  beforeEach(() => {
    const log = socketLog();
    log.connects.length = 0;
    log.messages.length = 0;
    log.disconnects.length = 0;
  });
  afterAll(async () => {
    await gateway?.stop();
    process.env = { ...saved };
    rmSync(web, { recursive: true, force: true });
  });

  it('gives $connect the handshake’s query string and headers, with a fresh connection id', async () => {
    const client = await connect(`${relay}?org=o-1&call=c-1`, { 'X-Twilio-Signature': 'sig=' });
    const id = await whoami(client);
    client.socket.close();

    const [event] = socketLog().connects;
    expect(event?.queryStringParameters).toEqual({ org: 'o-1', call: 'c-1' });
    expect(event?.multiValueQueryStringParameters).toEqual({ org: ['o-1'], call: ['c-1'] });
    expect(event?.headers?.['X-Twilio-Signature']).toBe('sig=');
    expect(event?.multiValueHeaders?.['X-Twilio-Signature']).toEqual(['sig=']);
    expect(event?.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      stage: 'relay',
      connectionId: id,
      domainName: expect.stringContaining('127.0.0.1'),
      identity: { sourceIp: '127.0.0.1' },
    });
    expect(id).toMatch(/^[A-Za-z0-9+/]{15}=$/);
    // The message event carries the same connection and the frame's text.
    expect(socketLog().messages[0]?.requestContext).toMatchObject({
      eventType: 'MESSAGE',
      routeKey: '$default',
      connectionId: id,
    });
    expect(socketLog().messages[0]?.body).toBe('{"type":"whoami"}');
  });

  it('refuses the handshake with the status $connect answers (403), and opens nothing', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${relay}?refuse=1`);
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => reject(new Error('the handshake was accepted')));
      socket.once('error', () => undefined);
    });

    expect(status).toBe(403);
    expect(socketLog().connects).toHaveLength(1);
    expect(socketLog().messages).toHaveLength(0);
  });

  it('runs each frame on its own: a slow reply does not hold back the next one', async () => {
    const client = await connect(relay);
    client.socket.send(JSON.stringify({ type: 'reply', text: 'slow', delayMs: 700 }));
    client.socket.send(JSON.stringify({ type: 'reply', text: 'fast' }));
    await eventually(() => client.frames.length === 2);
    client.socket.close();

    expect(client.frames).toEqual(['fast', 'slow']);
  });

  it('describes a connection, answers 410 GoneException once it is closed, and runs $disconnect', async () => {
    const client = await connect(relay, { 'User-Agent': 'relay-test' });
    const id = await whoami(client);
    const url = `${gateway.url}/relay/@connections/${encodeURIComponent(id)}`;

    const described = (await (await fetch(url)).json()) as Record<string, unknown>;
    expect(described).toMatchObject({
      Identity: { SourceIp: '127.0.0.1', UserAgent: 'relay-test' },
    });
    expect(Date.parse(String(described.ConnectedAt))).toBeLessThanOrEqual(
      Date.parse(String(described.LastActiveAt)),
    );

    client.socket.close(1000, 'bye');
    await eventually(() => disconnectOf(id) !== undefined);
    const gone = await fetch(url, { method: 'POST', body: 'late' });
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-amzn-errortype')).toBe('GoneException');
    expect(await postToConnection(id, 'late')).toBe('gone');
    expect(await postToConnection('never-connected', 'x')).toBe('gone');
    expect(disconnectOf(id)?.requestContext).toMatchObject({
      eventType: 'DISCONNECT',
      routeKey: '$disconnect',
      disconnectStatusCode: 1000,
      disconnectReason: 'bye',
    });
  });

  it('closes a connection a handler deletes through the connections API', async () => {
    const client = await connect(relay);
    const id = await whoami(client);
    const closed = new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
    client.socket.send(JSON.stringify({ type: 'close' }));
    await closed;

    await eventually(() => disconnectOf(id) !== undefined);
    expect(await postToConnection(id, 'after close')).toBe('gone');
  });

  it('runs $disconnect for the connections still open when it stops, before stop resolves', async () => {
    const port = await freePort();
    const second = await startGateway({
      port,
      webRoot: web,
      routes: [],
      sourceDir: join(import.meta.dirname, 'test-fixtures'),
      socketRoutes: [
        row('$default', 'socket-message.handler', { postsToConnections: true }),
        row('$disconnect', 'socket-disconnect.handler'),
      ],
    });
    process.env.RELAY_CONNECTIONS_URL = `${second.url}/relay`;
    const client = await connect(`ws://127.0.0.1:${port}/relay`);
    const id = await whoami(client);
    process.env.RELAY_CONNECTIONS_URL = `${gateway.url}/relay`;

    await second.stop();

    expect(disconnectOf(id)).toBeDefined();
  });

  it('refuses upgrades on paths that are no WebSocket API', async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${new URL(gateway.url).port}/elsewhere`);
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('error', () => resolve(-1));
    });

    expect(status).toBe(404);
  });
});
