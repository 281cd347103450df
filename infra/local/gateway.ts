import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeGrants } from '@salesflow/functions/platform/route-grants';
import type { RouteDefinition } from '@salesflow/functions/routes';
import { routeId } from '@salesflow/functions/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { lambdaContext, normaliseResult, toApiGatewayEvent } from './lambda-event';
import { compileRoutes } from './route-matcher';
import { serveSpa } from './static-files';

type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

export const FUNCTIONS_SRC = resolve(import.meta.dirname, '../../functions/src');
const MAX_BODY = 10 * 1024 * 1024;

const handlers = new Map<string, Promise<ApiHandler>>();

/** The same module the CDK stack bundles for this route. */
export const loadHandler = (modulePath: string): Promise<ApiHandler> => {
  let loaded = handlers.get(modulePath);
  if (!loaded) {
    const url = pathToFileURL(resolve(FUNCTIONS_SRC, `${modulePath}.ts`)).href;
    loaded = import(url).then((mod: { handler: ApiHandler }) => mod.handler);
    handlers.set(modulePath, loaded);
  }
  return loaded;
};

const readBody = async (req: IncomingMessage): Promise<Buffer | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const apiError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { code, message } }));
};

export interface GatewayOptions {
  port: number;
  routes: readonly RouteDefinition[];
  webRoot: string;
}

/** One port: the SPA, and `/api/*` turned into API Gateway v2 events for the route's handler. */
export const startGateway = async (
  options: GatewayOptions,
): Promise<{ stop: () => Promise<void> }> => {
  const match = compileRoutes(options.routes);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return serveSpa(options.webRoot, url.pathname, res);
    const found = match(req.method ?? 'GET', url.pathname);
    // API Gateway answers unknown routes itself, with its own body.
    if (found === null) return apiError(res, 404, 'NOT_FOUND', 'Not Found');
    if (found === 'method-not-allowed')
      return apiError(res, 405, 'METHOD_NOT_ALLOWED', 'Method Not Allowed');
    const body = await readBody(req);
    if (body === null) return apiError(res, 413, 'PAYLOAD_TOO_LARGE', 'Request Entity Too Large');
    const routeKey = `${found.route.method} ${found.route.path}`;
    const event = toApiGatewayEvent(req, url, body, routeKey, found.params);
    const handler = await loadHandler(found.route.handler);
    const result = normaliseResult(
      await routeGrants.run({ table: found.route.table, sends: found.route.sends ?? [] }, () =>
        handler(event, lambdaContext(routeId(found.route))),
      ),
    );
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, headers);
    res.end(
      result.body
        ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
        : undefined,
    );
  };
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      // Like API Gateway when a Lambda crashes: a 500 with a generic body.
      console.error('[gateway] handler crashed', error);
      if (!res.headersSent) apiError(res, 500, 'INTERNAL', 'Internal Server Error');
      else res.end();
    });
  };
  const servers: Server[] = [];
  const listen = (host: string) =>
    new Promise<void>((done, fail) => {
      const server = createServer(listener);
      server.keepAliveTimeout = 5000;
      server.once('error', fail);
      server.listen(options.port, host, () => {
        servers.push(server);
        done();
      });
    });
  await listen('127.0.0.1');
  // Browsers may resolve localhost to ::1 first; serve it there too where the host has IPv6.
  await listen('::1').catch(() => undefined);
  return {
    stop: async () => {
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
