import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createHttp1Server } from 'node:http';
import {
  createServer as createHttp2Server,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';

/**
 * One plain-TCP port that speaks HTTP/1.1 and HTTP/2 (cleartext, prior knowledge), told apart by
 * the HTTP/2 preface: the AWS SDK's newer clients (Polly, Transcribe streaming) talk HTTP/2,
 * while `fetch` and curl in a test talk HTTP/1.1. Both reach the same handler, through Node's
 * compatibility API, as a request and a response of the small shape below.
 */
export type DualRequest = IncomingMessage | Http2ServerRequest;
export type DualResponse = ServerResponse | Http2ServerResponse;
export type DualHandler = (req: DualRequest, res: DualResponse) => void;

export interface DualServer {
  url: string;
  /** Closes the port and every open connection (HTTP/2 sessions included). */
  stop: () => Promise<void>;
}

const PREFACE = 'PRI * HTTP/2.0';

export const startDualServer = async (handler: DualHandler, port = 0): Promise<DualServer> => {
  const http1 = createHttp1Server(handler);
  const http2 = createHttp2Server(handler);
  const sockets = new Set<Socket>();
  const tcp = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      const target = first.toString('latin1', 0, PREFACE.length) === PREFACE ? http2 : http1;
      target.emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(tcp.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        http1.close();
        http2.close();
        tcp.close(() => resolve());
      }),
  };
};

/** Ends a response abruptly (a hung request let go, a stopped fake), on either protocol. */
export const dropResponse = (res: DualResponse): void => {
  if ('stream' in res) res.stream.close(2);
  else res.destroy();
};
