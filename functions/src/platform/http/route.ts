import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { z } from 'zod';
import type { Access } from '../../routes';
import { type AuthContext, resolveSession } from '../auth/session';
import { logger } from '../logger';
import { assertSameOrigin } from './csrf';
import { errorResponse, zodToValidationError } from './error-response';
import { UnauthorizedError } from './errors';
import { type HttpResult, toLambdaResult } from './http-result';
import { readJsonBody } from './request-body';

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteSpec<B, Q, P, A extends Access> {
  access: A;
  body?: B;
  query?: Q;
  params?: P;
}

export interface RouteInput<B, Q, P, A extends Access> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  auth: A extends 'user' ? AuthContext : AuthContext | null;
  event: APIGatewayProxyEventV2;
  requestId: string;
}

const parseWith = (schema: Schema | undefined, value: unknown, prefix?: string) => {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw zodToValidationError(result.error, prefix);
  return result.data;
};

/**
 * Builds a handler: logging with the request id, cross-site protection, the session, zod parsing
 * of path, query and body, one error answer. The function gets parsed input and returns a result.
 */
export const route = <
  A extends Access,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  spec: RouteSpec<B, Q, P, A>,
  fn: (input: RouteInput<B, Q, P, A>) => Promise<HttpResult>,
) =>
  middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event) => {
      const requestId = event.requestContext?.requestId ?? 'local';
      logger.appendKeys({ requestId, route: event.routeKey });
      try {
        assertSameOrigin(event);
        const auth = await resolveSession(event);
        if (spec.access === 'user' && !auth) throw new UnauthorizedError();
        if (auth) logger.appendKeys({ userId: auth.userId, organizationId: auth.organizationId });
        const params = parseWith(spec.params, event.pathParameters ?? {});
        const query = parseWith(spec.query, event.queryStringParameters ?? {});
        const body = spec.body ? parseWith(spec.body, readJsonBody(event)) : undefined;
        const result = await fn({
          body,
          query,
          params,
          auth,
          event,
          requestId,
        } as RouteInput<B, Q, P, A>);
        return toLambdaResult(result);
      } catch (error) {
        return toLambdaResult(errorResponse(error, requestId));
      }
    });
