import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';

/**
 * The event an API Gateway WebSocket API gives a route's Lambda (and the local gateway builds the
 * same). `@types/aws-lambda` leaves out what a `$connect` event also carries: the handshake's
 * headers and the caller's address.
 */
export type SocketEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string | undefined>;
  multiValueHeaders?: Record<string, string[] | undefined>;
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & {
    identity?: { sourceIp: string; userAgent?: string };
  };
};

/** What a WebSocket route answers: for `$connect`, a non-2xx status refuses the handshake. */
export interface SocketResult {
  statusCode: number;
  body?: string;
}
