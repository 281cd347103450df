import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * Plays SalesFlow's side of a Twilio call for the Twilio fake's tests: the voice webhook answers
 * TwiML that connects a ConversationRelay session, the status/AMD/recording/action webhooks
 * are kept, and the relay WebSocket answers each lead line with streamed tokens. Every request
 * and the WebSocket handshake are checked with the `twilio` library's own validateRequest against
 * `authToken`; a forged one is answered 403 and kept in `forged`.
 */
export interface ReceivedWebhook {
  kind: string;
  callId: string;
  params: Record<string, string>;
}

export interface AppDoubleOptions {
  authToken: string;
  /** Agent tokens per answer, and the pause between them. */
  tokens?: number;
  tokenGapMs?: number;
  /** Send `end` (with handoffData) once it has answered this many lead lines. */
  endAfterPrompts?: number;
}

export interface AppDouble {
  url: string;
  wsUrl: string;
  webhooks: ReceivedWebhook[];
  /** Frames the fake sent over each call's relay socket, by our call id. */
  frames: Map<string, Record<string, unknown>[]>;
  forged: string[];
  voiceUrl: (callId: string) => string;
  statusUrl: (callId: string) => string;
  amdUrl: (callId: string) => string;
  recordingUrl: (callId: string) => string;
  of: (callId: string, kind: string) => Record<string, string>[];
  stop: () => Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
};

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export const startAppDouble = async (options: AppDoubleOptions): Promise<AppDouble> => {
  const tokens = options.tokens ?? 4;
  const gap = options.tokenGapMs ?? 5;
  const webhooks: ReceivedWebhook[] = [];
  const frames = new Map<string, Record<string, unknown>[]>();
  const forged: string[] = [];
  let base = '';
  let wsBase = '';

  const twiml = (callId: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Response><Connect action="${xml(`${base}/calls/${callId}/relay-end`)}"><ConversationRelay url="${xml(`${wsBase}/relay?org=o1&call=${callId}`)}" welcomeGreeting="Hi, this is Ava from SalesFlow." language="en-US" interruptible="any" dtmfDetection="true"><Parameter name="callId" value="${xml(callId)}"/></ConversationRelay></Connect></Response>`;

  const onRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const params = await readBody(req);
    const url = `${base}${req.url}`;
    const signature = String(req.headers['x-twilio-signature'] ?? '');
    if (!twilio.validateRequest(options.authToken, signature, url, params)) {
      forged.push(url);
      res.writeHead(403).end();
      return;
    }
    const [, callId = '', kind = ''] = /^\/calls\/([^/]+)\/([^/?]+)/.exec(req.url ?? '') ?? [];
    webhooks.push({ kind, callId, params });
    if (kind === 'voice') {
      res.writeHead(200, { 'content-type': 'text/xml' }).end(twiml(callId));
    } else if (kind === 'relay-end') {
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<Response><Hangup/></Response>');
    } else {
      res.writeHead(204).end();
    }
  };

  const server = createServer((req, res) => {
    onRequest(req, res).catch(() => res.writeHead(500).end());
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = `${wsBase}${req.url}`;
    const signature = String(req.headers['x-twilio-signature'] ?? '');
    if (!twilio.validateRequest(options.authToken, signature, url, {})) {
      forged.push(url);
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const callId = new URL(url).searchParams.get('call') ?? '';
    wss.handleUpgrade(req, socket, head, (ws) => relay(ws, callId));
  });

  const relay = (ws: WebSocket, callId: string) => {
    const seen: Record<string, unknown>[] = [];
    frames.set(callId, seen);
    let turn = 0;
    let answered = 0;
    const say = async (text: string) => {
      const mine = ++turn;
      const words = Array.from({ length: tokens }, (_, i) => `${text} ${i + 1}. `);
      for (const [index, word] of words.entries()) {
        if (mine !== turn || ws.readyState !== WebSocket.OPEN) return;
        ws.send(JSON.stringify({ type: 'text', token: word, last: index === words.length - 1 }));
        await new Promise((resolve) => setTimeout(resolve, gap));
      }
    };
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      seen.push(frame);
      if (frame.type === 'interrupt') turn++;
      if (frame.type !== 'prompt' || frame.last !== true) return;
      answered++;
      const count = answered;
      void say(`Answer ${count}`).then(() => {
        if (count === options.endAfterPrompts && ws.readyState === WebSocket.OPEN) {
          ws.send(
            JSON.stringify({ type: 'end', handoffData: JSON.stringify({ outcome: 'demo' }) }),
          );
        }
      });
    });
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  wsBase = `ws://127.0.0.1:${port}`;
  return {
    url: base,
    wsUrl: wsBase,
    webhooks,
    frames,
    forged,
    voiceUrl: (callId) => `${base}/calls/${callId}/voice`,
    statusUrl: (callId) => `${base}/calls/${callId}/status`,
    amdUrl: (callId) => `${base}/calls/${callId}/amd`,
    recordingUrl: (callId) => `${base}/calls/${callId}/recording`,
    of: (callId, kind) =>
      webhooks
        .filter((hook) => hook.callId === callId && hook.kind === kind)
        .map((hook) => hook.params),
    stop: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
