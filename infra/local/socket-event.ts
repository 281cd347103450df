import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { SocketEvent } from '@salesflow/functions/platform/ws/socket-event';

/**
 * The events an API Gateway WebSocket API gives its route Lambdas, built from the local
 * connection: CONNECT (with the handshake's headers and query), MESSAGE (one per frame),
 * DISCONNECT.
 */

/** A connection id in API Gateway's shape (`L0SM9cOFvHcCIhw=`: 11 random bytes, base64). */
export const newConnectionId = (): string => randomBytes(11).toString('base64');

/** A request id in API Gateway's shape (`L0SM9GoXvHcFQ4w=`). */
const newRequestId = (): string => randomBytes(11).toString('base64');

export interface SocketConnectionInfo {
  api: string;
  connectionId: string;
  connectedAt: number;
  domainName: string;
  sourceIp: string;
  userAgent: string;
}

/** What the handshake says about the caller, kept for every event of the connection. */
export const connectionInfo = (
  api: string,
  req: IncomingMessage,
  connectionId: string = newConnectionId(),
): SocketConnectionInfo => ({
  api,
  connectionId,
  connectedAt: Date.now(),
  domainName: String(req.headers.host ?? 'localhost'),
  sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  userAgent: String(req.headers['user-agent'] ?? ''),
});

const requestContext = (
  info: SocketConnectionInfo,
  routeKey: string,
  eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
) => {
  const now = new Date();
  return {
    routeKey,
    eventType,
    extendedRequestId: newRequestId(),
    requestTime: now.toUTCString(),
    messageDirection: 'IN' as const,
    stage: info.api,
    connectedAt: info.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: info.sourceIp, userAgent: info.userAgent },
    requestId: newRequestId(),
    domainName: info.domainName,
    connectionId: info.connectionId,
    apiId: 'local',
  };
};

/** `$connect`: the handshake's headers (single and multi-value) and query string. */
export const connectEvent = (
  info: SocketConnectionInfo,
  req: IncomingMessage,
  url: URL,
): SocketEvent => {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  // rawHeaders keeps the client's spelling, as API Gateway passes it on.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    const value = req.rawHeaders[i + 1] as string;
    headers[name] = name in headers ? `${headers[name]},${value}` : value;
    multiValueHeaders[name] = [...(multiValueHeaders[name] ?? []), value];
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) {
    query[key] = value;
    multiQuery[key] = [...(multiQuery[key] ?? []), value];
  }
  const hasQuery = Object.keys(query).length > 0;
  return {
    headers,
    multiValueHeaders,
    ...(hasQuery
      ? { queryStringParameters: query, multiValueQueryStringParameters: multiQuery }
      : {}),
    requestContext: { ...requestContext(info, '$connect', 'CONNECT'), messageId: '' },
    isBase64Encoded: false,
  };
};

/** `$default`: one frame; a binary frame arrives base64-encoded. */
export const messageEvent = (
  info: SocketConnectionInfo,
  data: Buffer,
  isBinary: boolean,
): SocketEvent => ({
  requestContext: {
    ...requestContext(info, '$default', 'MESSAGE'),
    messageId: newRequestId(),
  },
  body: isBinary ? data.toString('base64') : data.toString('utf8'),
  isBase64Encoded: isBinary,
});

/** `$disconnect`, with the close code and reason as API Gateway reports them. */
export const disconnectEvent = (
  info: SocketConnectionInfo,
  code: number,
  reason: string,
): SocketEvent =>
  ({
    headers: { Host: info.domainName },
    requestContext: {
      ...requestContext(info, '$disconnect', 'DISCONNECT'),
      messageId: '',
      disconnectStatusCode: code,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  }) as SocketEvent;
