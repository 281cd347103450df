import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  hasBasicCredentials,
  makeCallToken,
  sameCallToken,
} from '@salesflow/functions/platform/telephony/exotel-call-token';
import {
  type ExotelStatusCallback,
  parseExotelStatusCallback,
} from '@salesflow/functions/platform/telephony/exotel-status';
import {
  clearFrame,
  markFrame,
  mediaFrames,
  parseExotelFrame,
} from '@salesflow/functions/platform/telephony/exotel-stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { encodeSpeech, heardText } from '../speech/fake-voice';

/** What the test agent saw on one call, keyed by the call's token. */
export interface AgentCall {
  token: string;
  callbacks: ExotelStatusCallback[];
  /** Each lead utterance as the agent decoded it. */
  heard: string[];
  said: string[];
  callSid: string | null;
  events: string[];
  marks: string[];
  clearsSent: number;
}

/**
 * Our side, small, for the Exotel fake's tests: an HTTP server for status callbacks and an
 * AgentStream WebSocket, both refusing (403, nothing kept) a token they did not issue; the socket
 * also wants the stream's Basic credentials. The agent answers each lead utterance (it ends at the
 * first silent frame) with `reply(text)`, marks each reply, and sends `clear` when the lead speaks
 * while a reply is still playing.
 */
export class TestAgent {
  readonly calls = new Map<string, AgentCall>();
  refusedCallbacks = 0;
  refusedStreams = 0;
  private server: Server | null = null;
  private readonly sockets = new WebSocketServer({ noServer: true });
  url = '';

  constructor(
    private readonly reply: (text: string, turn: number) => string,
    readonly streamCredentials = { username: 'stream-user', password: 'stream-pass' },
    /** How a reply becomes `media` frames: exotel-stream.ts's, unless a test breaks the rule. */
    private readonly frames: (streamSid: string, pcm: Buffer) => string[] = mediaFrames,
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const call = this.callOf(req);
        if (!call) {
          this.refusedCallbacks += 1;
          res.writeHead(403).end();
          return;
        }
        const parsed = parseExotelStatusCallback(
          Buffer.concat(chunks).toString('utf8'),
          req.headers['content-type'],
        );
        if (!parsed.ok) return void res.writeHead(400).end();
        call.callbacks.push(parsed.value);
        res.writeHead(200).end();
      });
    });
    this.server.on('upgrade', (req, socket, head) => this.upgrade(req, socket, head));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const client of this.sockets.clients) client.terminate();
    await new Promise<void>((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** A new call's token and the two URLs to give Exotel. */
  newCall(): { token: string; statusCallbackUrl: string; streamUrl: string } {
    const token = makeCallToken();
    this.calls.set(token, {
      token,
      callbacks: [],
      heard: [],
      said: [],
      callSid: null,
      events: [],
      marks: [],
      clearsSent: 0,
    });
    const { username, password } = this.streamCredentials;
    return {
      token,
      statusCallbackUrl: `http://${this.url}/exotel/status?t=${token}`,
      streamUrl: `ws://${username}:${password}@${this.url}/exotel/stream?t=${token}`,
    };
  }

  private callOf(req: IncomingMessage): AgentCall | null {
    const given = new URL(req.url ?? '/', 'http://agent.local').searchParams.get('t');
    for (const call of this.calls.values()) if (sameCallToken(call.token, given)) return call;
    return null;
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const call = this.callOf(req);
    if (!call || !hasBasicCredentials(req, this.streamCredentials)) {
      this.refusedStreams += 1;
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    this.sockets.handleUpgrade(req, socket, head, (ws) => this.converse(ws, call));
  }

  private converse(ws: WebSocket, call: AgentCall) {
    let streamSid = '';
    let utterance: Buffer[] = [];
    const pendingMarks = new Set<string>();
    ws.on('message', (data: Buffer) => {
      const parsed = parseExotelFrame(data);
      if (!parsed.ok) return;
      const frame = parsed.event;
      call.events.push(frame.event);
      if (frame.event === 'start') {
        streamSid = frame.streamSid;
        call.callSid = frame.callSid;
      } else if (frame.event === 'mark') {
        call.marks.push(frame.name);
        pendingMarks.delete(frame.name);
      } else if (frame.event === 'media') {
        const speaking = frame.pcm.some((byte) => byte !== 0);
        if (speaking) {
          // The lead talks over a reply still playing: stop it (barge-in).
          if (utterance.length === 0 && pendingMarks.size > 0) {
            ws.send(clearFrame(streamSid));
            call.clearsSent += 1;
          }
          utterance.push(frame.pcm);
        } else if (utterance.length > 0) {
          const text = heardText(Buffer.concat(utterance));
          utterance = [];
          call.heard.push(text);
          const answer = this.reply(text, call.heard.length);
          call.said.push(answer);
          for (const out of this.frames(streamSid, encodeSpeech(answer))) ws.send(out);
          const mark = `turn-${call.heard.length}`;
          pendingMarks.add(mark);
          ws.send(markFrame(streamSid, mark));
        }
      }
    });
  }
}
