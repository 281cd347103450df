import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { errorResponse } from '../http/error-response';
import { logger } from '../logger';
import type { SocketEvent, SocketResult } from './socket-event';

export type { SocketEvent, SocketResult };

export interface SocketInput {
  event: SocketEvent;
  context: Context;
  connectionId: string;
  /** The frame's text (MESSAGE events); empty for `$connect` and `$disconnect`. */
  body: string;
}

export type SocketHandler = (event: SocketEvent, context: Context) => Promise<SocketResult>;

/**
 * A row of `socketRoutes` (routes.ts): logging with the connection and route, and no error thrown
 * raw. A `$connect` that fails answers the status its error maps to (403 for a forged signature,
 * 500 for a bug), which refuses the handshake; a frame or disconnect that fails is logged and
 * answers 500 (API Gateway drops a message handler's answer anyway; the connection stays open).
 */
export const socketRoute = (
  fn: (input: SocketInput) => Promise<SocketResult | undefined>,
): SocketHandler =>
  middy<SocketEvent, SocketResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event, context) => {
      const { connectionId, routeKey, eventType, requestId } = event.requestContext;
      logger.appendKeys({ connectionId, route: routeKey, requestId });
      try {
        const body = event.body
          ? event.isBase64Encoded
            ? Buffer.from(event.body, 'base64').toString('utf8')
            : event.body
          : '';
        return (await fn({ event, context, connectionId, body })) ?? { statusCode: 200 };
      } catch (error) {
        // errorResponse logs it (an error, or a refusal at info) and knows its status.
        const status = errorResponse(error, requestId).status;
        if (eventType === 'CONNECT') return { statusCode: status };
        return { statusCode: 500 };
      }
    });
