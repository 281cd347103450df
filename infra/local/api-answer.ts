import type { IncomingMessage, ServerResponse } from 'node:http';
import { routeGrants } from '@salesflow/functions/platform/route-grants';
import { routeId } from '@salesflow/functions/routes';
import { REQUEST_ID_HEADER, sendError } from './gateway-answer';
import { loadHandler } from './handler-modules';
import { lambdaContext, normaliseResult, toApiGatewayEvent } from './lambda-event';
import { readBody } from './request-body';
import type { RouteMatch } from './route-matcher';

/** What API Gateway does for a matched route: read the body, build the v2 event, call the handler. */
export const answerApi = async (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  found: RouteMatch,
  requestId: string,
  sourceDir?: string,
): Promise<void> => {
  const read = await readBody(req);
  if (!read.ok) {
    // Close the connection after this answer; the body was drained first where that was
    // affordable, so the close is clean and the client's next request opens a fresh one.
    return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'Request Entity Too Large', requestId, {
      connection: 'close',
    });
  }
  const routeKey = `${found.route.method} ${found.route.path}`;
  const event = toApiGatewayEvent(req, url, read.body, routeKey, found.params, requestId);
  const handler = await loadHandler(found.route.handler, sourceDir);
  const result = normaliseResult(
    await routeGrants.run(
      {
        table: found.route.table,
        sends: found.route.sends ?? [],
        emails: found.route.emails ?? false,
        ...(found.route.emailIdentities ? { emailIdentities: true } : {}),
        ...(found.route.uploads ? { uploads: found.route.uploads } : {}),
        ...(found.route.secrets ? { secrets: found.route.secrets } : {}),
        ...(found.route.postsToConnections ? { postsToConnections: true } : {}),
      },
      () => handler(event, lambdaContext(routeId(found.route))),
    ),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    // Like CloudFront's response headers policy (override): the handler cannot weaken these.
    if (!res.hasHeader(name)) headers[name.toLowerCase()] = String(value);
  }
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  headers[REQUEST_ID_HEADER] = requestId;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(
    result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined,
  );
};
