import type { SignatureV4 } from '@smithy/signature-v4';
import { sigV4Signer } from '../aws/aws-json';
import { assertMayPostToConnections } from '../route-grants';

/**
 * The WebSocket API's connections API (API Gateway's `@connections`, the local gateway's copy):
 * what a handler uses to send a frame to a connected client or to close it. A plain signed fetch
 * rather than `@aws-sdk/client-apigatewaymanagementapi`, which would weigh more than the rest of
 * a small bundle. Node's fetch keeps its connections alive, so a reply streamed as one post per
 * LLM token does not pay a TLS handshake per token.
 */
export class ConnectionsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`Connections API answered ${status}: ${message}`);
    this.name = 'ConnectionsApiError';
  }
}

const TIMEOUT_MS = 10_000;
let signer: SignatureV4 | undefined;

/** `{RELAY_CONNECTIONS_URL}/@connections/{id}`: the stage's callback URL in AWS. */
const connectionUrl = (connectionId: string): URL => {
  const base = process.env.RELAY_CONNECTIONS_URL;
  if (!base) throw new Error('RELAY_CONNECTIONS_URL is not set');
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/@connections/${encodeURIComponent(connectionId)}`;
  return url;
};

/** One SigV4-signed request (service `execute-api`), answered with its status and text. */
const call = async (method: 'POST' | 'DELETE' | 'GET', connectionId: string, body?: string) => {
  // The local stack refuses what IAM would: a row that does not declare it may not post.
  assertMayPostToConnections();
  const url = connectionUrl(connectionId);
  signer ??= sigV4Signer('execute-api');
  const signed = await signer.sign({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: {
      host: url.host,
      ...(body === undefined ? {} : { 'content-type': 'application/octet-stream' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  const response = await fetch(url, {
    method,
    headers: signed.headers as Record<string, string>,
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, text: await response.text() };
};

/** Sends `data` as one text frame; `gone` when the client has left (API Gateway's 410). */
export const postToConnection = async (
  connectionId: string,
  data: string,
): Promise<'sent' | 'gone'> => {
  const { status, text } = await call('POST', connectionId, data);
  if (status === 410) return 'gone';
  if (status < 200 || status >= 300) throw new ConnectionsApiError(status, text);
  return 'sent';
};

/** Closes the connection; `gone` when it was closed already. */
export const closeConnection = async (connectionId: string): Promise<'closed' | 'gone'> => {
  const { status, text } = await call('DELETE', connectionId);
  if (status === 410) return 'gone';
  if (status < 200 || status >= 300) throw new ConnectionsApiError(status, text);
  return 'closed';
};
