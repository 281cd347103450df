import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { registerRouteRows } from '@salesflow/functions/platform/http/route-rows';
import type { RouteDefinition, SocketRouteDefinition } from '@salesflow/functions/routes';
import { RATE_LIMITED_MESSAGE } from '../lib/client-limits';
import { localSecurityHeaders } from '../lib/security-headers';
import { answerApi } from './api-answer';
import type { LocalAws } from './aws/local-aws';
import { type ClientLimits, clientLimiter } from './client-limiter';
import { answerConnections, connectionsPath } from './connections-api';
import { isDecodable, REQUEST_ID_HEADER, sendError } from './gateway-answer';
import { compileRoutes } from './route-matcher';
import { startSocketGateway } from './socket-gateway';
import { serveSpa } from './static-files';
import { proxyUpload, UPLOADS_PROXY_PREFIX } from './uploads-proxy';

export interface GatewayOptions {
  port: number;
  routes: readonly RouteDefinition[];
  webRoot: string;
  /** Where the routes' handler modules live; defaults to functions/src. Tests point it at fixtures. */
  sourceDir?: string;
  /** Per-client limits; defaults to the numbers WAF enforces in AWS (rate-limits.ts). */
  clientLimits?: ClientLimits;
  /** The local S3 that answers presigned URLs on `/_local-s3/*` (uploads-proxy.ts). */
  uploads?: LocalAws['answerS3'];
  /**
   * WebSocket APIs (routes.ts `socketRoutes`): upgrades on `/<api>` and the connections API at
   * `/<api>/@connections/{id}` (socket-gateway.ts, connections-api.ts).
   */
  socketRoutes?: readonly SocketRouteDefinition[];
}

export interface Gateway {
  /** Where the gateway answers, e.g. http://127.0.0.1:3000, for health checks. */
  url: string;
  stop: () => Promise<void>;
}

/** A request URL as API Gateway sees it: `//x` is a path, not a host. */
const requestUrl = (raw: string | undefined): URL =>
  new URL(raw?.startsWith('/') ? `http://localhost${raw}` : (raw ?? '/'), 'http://localhost');

/** One port: the SPA, and `/api/*` turned into API Gateway v2 events for the route's handler. */
export const startGateway = async (options: GatewayOptions): Promise<Gateway> => {
  const match = compileRoutes(options.routes);
  // Every handler runs in this process: route() finds each one's row here (route-rows.ts).
  registerRouteRows(options.routes);
  const limiter = clientLimiter(options.clientLimits);
  const sockets = startSocketGateway({
    routes: options.socketRoutes ?? [],
    sourceDir: options.sourceDir,
  });
  const handle = async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const url = requestUrl(req.url);
    // The connections API is API Gateway's own endpoint (execute-api), behind no WAF.
    const connection = connectionsPath(url.pathname);
    if (connection && sockets.apiOf(`/${connection.api}`)) {
      return answerConnections(req, res, sockets.connections.get(connection.connectionId));
    }
    // WAF sits in front of CloudFront and API Gateway: a refused request reaches nothing else.
    const retryAfter = limiter.retryAfter(req, url.pathname);
    if (retryAfter !== null) {
      return sendError(res, 429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, requestId, {
        'retry-after': String(retryAfter),
      });
    }
    if (options.uploads && url.pathname.startsWith(`${UPLOADS_PROXY_PREFIX}/`)) {
      return proxyUpload(req, res, options.uploads);
    }
    const api = url.pathname.startsWith('/api/');
    // API Gateway refuses a path it cannot decode; CloudFront finds no such file.
    if (!isDecodable(url.pathname)) {
      return api
        ? sendError(res, 400, 'BAD_REQUEST', 'Bad Request', requestId)
        : sendError(res, 404, 'NOT_FOUND', 'Not Found', requestId);
    }
    if (!api) {
      if (serveSpa(options.webRoot, url.pathname, res) === 'not-found') {
        sendError(res, 404, 'NOT_FOUND', 'Not Found', requestId);
      }
      return;
    }
    const found = match(req.method ?? 'GET', url.pathname);
    // API Gateway answers unknown routes itself.
    if (found === null) return sendError(res, 404, 'NOT_FOUND', 'Not Found', requestId);
    if (found === 'method-not-allowed') {
      return sendError(res, 405, 'METHOD_NOT_ALLOWED', 'Method Not Allowed', requestId);
    }
    await answerApi(req, res, url, found, requestId, options.sourceDir);
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // What CloudFront's response headers policy adds to every answer in AWS (minus HSTS: http).
    const razorpay = process.env.RAZORPAY_API_BASE_URL;
    const headers = localSecurityHeaders(razorpay ? new URL(razorpay).origin : undefined);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    handle(req, res, requestId).catch((error: unknown) => {
      // Like API Gateway when a Lambda crashes: a 500 with a generic body.
      console.error('[gateway] handler crashed', error);
      if (!res.headersSent) {
        sendError(res, 500, 'INTERNAL', 'Internal Server Error', requestId);
      } else res.end();
    });
  };
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = requestUrl(req.url);
    const api = sockets.apiOf(url.pathname);
    if (!api) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.upgrade(req, socket, head, api, url).catch((error: unknown) => {
      console.error('[gateway] WebSocket upgrade failed', error);
      socket.destroy();
    });
  };
  const servers: Server[] = [];
  const listen = (host: string) =>
    new Promise<void>((done, fail) => {
      const server = createServer(listener);
      server.keepAliveTimeout = 5000;
      server.on('upgrade', upgrade);
      server.once('error', fail);
      server.listen(options.port, host, () => {
        servers.push(server);
        done();
      });
    });
  // 127.0.0.1 also accepts connections from the rest of 127.0.0.0/8 (Linux routes it over lo),
  // which the tests use to be several clients.
  await listen('127.0.0.1');
  // Browsers may resolve localhost to ::1 first; serve it there too where the host has IPv6.
  await listen('::1').catch(() => undefined);
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: async () => {
      limiter.stop();
      await sockets.stop();
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((done) => {
              server.closeAllConnections();
              server.close(() => done());
            }),
        ),
      );
    },
  };
};
