import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { routeGrants } from '@salesflow/functions/platform/route-grants';
import type { SocketEvent, SocketResult } from '@salesflow/functions/platform/ws/socket-event';
import { routeId, type SocketRouteDefinition } from '@salesflow/functions/routes';
import type { Context } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import { loadHandler } from './handler-modules';
import { lambdaContext } from './lambda-event';
import {
  connectEvent,
  connectionInfo,
  disconnectEvent,
  messageEvent,
  type SocketConnectionInfo,
} from './socket-event';

type SocketHandler = (event: SocketEvent, context: Context) => Promise<SocketResult | undefined>;

/** A client connected to one of the WebSocket APIs, as the connections API sees it. */
export interface LiveConnection {
  info: SocketConnectionInfo;
  socket: WebSocket;
  lastActiveAt: number;
}

export interface SocketGatewayOptions {
  routes: readonly SocketRouteDefinition[];
  sourceDir?: string;
}

/** API Gateway's limit on one WebSocket message (128 KB); past it the connection is closed. */
const MAX_MESSAGE_BYTES = 128 * 1024;

/**
 * What API Gateway's WebSocket APIs do, on the gateway's own port: the upgrade on `/<api>` runs
 * `$connect` (a non-2xx answer refuses the handshake with that status), each frame runs
 * `$default` on its own (API Gateway invokes a Lambda per message, concurrently: a slow reply
 * never holds the next frame back), the close runs `$disconnect`. `connections` is what the
 * connections API (connections-api.ts) posts to and closes.
 */
export const startSocketGateway = (options: SocketGatewayOptions) => {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Map<string, LiveConnection>();
  const inFlight = new Set<Promise<unknown>>();
  const apis = new Set<string>(options.routes.map((row) => row.api));
  const rowOf = (api: string, routeKey: string) =>
    options.routes.find((row) => row.api === api && row.routeKey === routeKey);

  /** One Lambda invocation, inside the row's grants, as the HTTP routes run. */
  const invoke = async (
    api: string,
    routeKey: string,
    event: SocketEvent,
  ): Promise<SocketResult | undefined> => {
    const row = rowOf(api, routeKey);
    // API Gateway accepts a connection, and drops a frame, for a route with no integration.
    if (!row) return { statusCode: 200 };
    const handler = await loadHandler<SocketHandler>(row.handler, options.sourceDir);
    return routeGrants.run(
      {
        table: row.table,
        sends: row.sends ?? [],
        postsToConnections: row.postsToConnections ?? false,
        ...(row.secrets ? { secrets: row.secrets } : {}),
      },
      () => handler(event, lambdaContext(routeId(row), (row.timeoutSeconds ?? 10) * 1000)),
    );
  };

  /** Runs without anyone waiting for it; a crash is logged, as Lambda logs it. */
  const runDetached = (api: string, routeKey: string, event: SocketEvent) => {
    const running = invoke(api, routeKey, event).catch((error: unknown) => {
      console.error(`[gateway] ${api} ${routeKey} handler crashed`, error);
    });
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };

  const refuse = (socket: Duplex, status: number) => {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  };

  const accept = (info: SocketConnectionInfo, socket: WebSocket) => {
    const live: LiveConnection = { info, socket, lastActiveAt: Date.now() };
    connections.set(info.connectionId, live);
    socket.on('message', (data, isBinary) => {
      live.lastActiveAt = Date.now();
      runDetached(info.api, '$default', messageEvent(info, data as Buffer, isBinary));
    });
    socket.on('error', () => undefined);
    socket.once('close', (code, reason) => {
      // Gone for the connections API before `$disconnect` runs, as in AWS.
      connections.delete(info.connectionId);
      runDetached(info.api, '$disconnect', disconnectEvent(info, code, reason.toString()));
    });
  };

  return {
    connections,
    /** The API a path upgrades to (`/relay` → `relay`), or null when it is none of ours. */
    apiOf: (pathname: string): string | null => {
      const api = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
      return api && apis.has(api) ? api : null;
    },
    /** The `upgrade` of a request to `/<api>`: runs `$connect`, then opens or refuses. */
    upgrade: async (req: IncomingMessage, socket: Duplex, head: Buffer, api: string, url: URL) => {
      socket.on('error', () => undefined);
      const info = connectionInfo(api, req);
      let status: number;
      try {
        const result = await invoke(api, '$connect', connectEvent(info, req, url));
        status = result?.statusCode ?? 200;
      } catch (error) {
        console.error(`[gateway] ${api} $connect handler crashed`, error);
        status = 500;
      }
      if (status < 200 || status > 299) return refuse(socket, status);
      if (socket.destroyed) {
        // The client left while `$connect` ran: API Gateway still reports the disconnect.
        return runDetached(api, '$disconnect', disconnectEvent(info, 1006, 'Going away'));
      }
      server.handleUpgrade(req, socket, head, (ws) => accept(info, ws));
    },
    stop: async () => {
      // Each close runs its `$disconnect` (accept's listener comes first), which is then awaited,
      // so no handler runs after the stack behind it has stopped.
      await Promise.all(
        [...connections.values()].map(
          ({ socket }) =>
            new Promise<void>((done) => {
              socket.once('close', () => done());
              socket.terminate();
            }),
        ),
      );
      await Promise.allSettled([...inFlight]);
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
};

export type SocketGateway = ReturnType<typeof startSocketGateway>;

/** Whether the connection can take a frame. */
export const isOpen = (live: LiveConnection | undefined): live is LiveConnection =>
  live?.socket.readyState === WebSocket.OPEN;
