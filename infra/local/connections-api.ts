import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './request-body';
import { isOpen, type LiveConnection } from './socket-gateway';

/**
 * The local copy of API Gateway's connections API (`@connections`), at
 * `/<api>/@connections/{connectionId}`: POST sends the body as one text frame, DELETE closes the
 * connection, GET describes it; an unknown or closed connection answers 410 GoneException. AWS
 * checks the caller's SigV4 signature (execute-api:ManageConnections); here, as with the other
 * emulators, the request is taken as signed.
 */

/** `{ api, connectionId }` for a connections API path, else null. */
export const connectionsPath = (pathname: string): { api: string; connectionId: string } | null => {
  const match = /^\/([^/]+)\/@connections\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  try {
    return { api: match[1] as string, connectionId: decodeURIComponent(match[2] as string) };
  } catch {
    return null;
  }
};

const send = (res: ServerResponse, status: number, body?: unknown, headers = {}) => {
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

const gone = (res: ServerResponse) =>
  send(
    res,
    410,
    { __type: 'GoneException', message: null },
    { 'x-amzn-errortype': 'GoneException' },
  );

export const answerConnections = async (
  req: IncomingMessage,
  res: ServerResponse,
  live: LiveConnection | undefined,
): Promise<void> => {
  const method = req.method ?? 'GET';
  if (method === 'POST') {
    const read = await readBody(req);
    if (!read.ok) return send(res, 413, { message: 'Request Entity Too Large' });
    if (!isOpen(live)) return gone(res);
    live.lastActiveAt = Date.now();
    await new Promise<void>((done) => live.socket.send(read.body.toString('utf8'), () => done()));
    return send(res, 200);
  }
  if (method === 'DELETE') {
    if (!isOpen(live)) return gone(res);
    live.socket.close();
    return send(res, 204);
  }
  if (method === 'GET') {
    if (!isOpen(live)) return gone(res);
    return send(res, 200, {
      ConnectedAt: new Date(live.info.connectedAt).toISOString(),
      Identity: { SourceIp: live.info.sourceIp, UserAgent: live.info.userAgent },
      LastActiveAt: new Date(live.lastActiveAt).toISOString(),
    });
  }
  return send(res, 405, { message: 'Method Not Allowed' });
};
