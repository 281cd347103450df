import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from 'zod/mini';
import { authorize } from '../auth/access';
import { type AuthContext, resolveSession, type SessionContext } from '../auth/session';
import { logger } from '../logger';
import { flushMetrics, recordRequest } from '../metrics';
import { takeOrganizationMutation } from '../rate-limit/organization-limit';
import { assertSameOrigin } from './csrf';
import { errorResponse, zodToValidationError } from './error-response';
import { type HttpResult, toLambdaResult } from './http-result';
import { readJsonBody } from './request-body';
import { findRouteRow } from './route-rows';

type Schema = z.ZodMiniType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** What a handler parses; who may call it is the route table's business, not the handler's. */
export interface RouteSpec<B, Q, P> {
  body?: B;
  query?: Q;
  params?: P;
}

export interface RouteInput<B, Q, P, Auth> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  auth: Auth;
  event: APIGatewayProxyEventV2;
  /** The Lambda context (its remaining time, for work that must know when it will be cut off). */
  context: Context;
  requestId: string;
}

type Kind = 'public' | 'signed-in';

/** A handler, marked with the kind of `route()` that built it (checked against the table). */
export type RouteHandler = ((
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>) & { routeKind: Kind };

const parseWith = (schema: Schema | undefined, value: unknown, prefix?: string) => {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw zodToValidationError(result.error, prefix);
  return result.data;
};

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Who is calling, as the route table's row for this event allows; throws 401/403. */
const callerOf = async (event: APIGatewayProxyEventV2, kind: Kind) => {
  const row = findRouteRow(event.routeKey);
  // A handler deployed without its row, or built with the wrong kind, must not guess.
  if (!row || (row.access === 'public') !== (kind === 'public')) {
    throw new Error(`Route ${event.routeKey} is not in the route table as a ${kind} route`);
  }
  const session = await resolveSession(event);
  if (row.access === 'public') return session;
  const auth = await authorize(row.access, session, {
    mutating: MUTATIONS.has(row.method),
    whileReadOnly: row.whileReadOnly === true,
  });
  if (MUTATIONS.has(row.method)) await takeOrganizationMutation(auth.organizationId);
  return auth;
};

/** A webhook: called by other servers with its own credential, never with a browser session. */
interface BuildOptions {
  sessionless?: boolean;
}

const sessionlessCaller = async (event: APIGatewayProxyEventV2) => {
  if (findRouteRow(event.routeKey)?.access !== 'public') {
    throw new Error(`Route ${event.routeKey} is not in the route table as a public route`);
  }
  return null;
};

/** Kept back from the function's time limit to answer in time (middy's own answer is a 500). */
const ANSWER_BEFORE_DEADLINE_MS = 1_000;

/**
 * The function's time limit, less a second: a request still at work then (the table or the
 * process overloaded) answers 503 with Retry-After (a `TimeoutError`, error-response.ts) instead
 * of timing out into a 500. What it was doing goes on or stops with the container; each write is
 * one transaction and a webhook delivery's retry is answered from its idempotency record.
 */
const deadlineOf = (context: Context | undefined) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const left = context?.getRemainingTimeInMillis?.() ?? 0;
  const reached = new Promise<never>((_, reject) => {
    if (left <= 0) return;
    timer = setTimeout(
      () => {
        const error = new Error('The request ran out of time');
        error.name = 'TimeoutError';
        reject(error);
      },
      Math.max(0, left - ANSWER_BEFORE_DEADLINE_MS),
    );
  });
  return { reached, clear: () => clearTimeout(timer) };
};

const build = <
  Auth,
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
>(
  kind: Kind,
  spec: RouteSpec<B, Q, P>,
  fn: (input: RouteInput<B, Q, P, Auth>) => Promise<HttpResult>,
  options: BuildOptions = {},
): RouteHandler => {
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event, context) => {
      const requestId = event.requestContext?.requestId ?? 'local';
      const started = performance.now();
      logger.appendKeys({ requestId, route: event.routeKey });
      const answer = (result: HttpResult) => {
        recordRequest(event.routeKey, result.status, performance.now() - started);
        flushMetrics();
        return toLambdaResult(result);
      };
      const deadline = deadlineOf(context);
      try {
        // A webhook carries no cookie, so a cross-site request can do nothing the key does not.
        if (!options.sessionless) assertSameOrigin(event);
        const run = async () => {
          const auth = options.sessionless
            ? await sessionlessCaller(event)
            : await callerOf(event, kind);
          if (auth) {
            logger.appendKeys({ userId: auth.userId, organizationId: auth.organizationId });
          }
          const params = parseWith(spec.params, event.pathParameters ?? {});
          const query = parseWith(spec.query, event.queryStringParameters ?? {});
          const body = spec.body ? parseWith(spec.body, readJsonBody(event)) : undefined;
          const input = { body, query, params, auth, event, context, requestId };
          return fn(input as RouteInput<B, Q, P, Auth>);
        };
        return answer(await Promise.race([run(), deadline.reached]));
      } catch (error) {
        return answer(errorResponse(error, requestId));
      } finally {
        deadline.clear();
      }
    });
  return Object.assign(handler, { routeKind: kind });
};

/**
 * A route that needs a session (any row of the table but a public one): logging with the
 * request id, cross-site protection, the session and the access the table gives the row, the
 * per-organization limit on changes, zod parsing of path, query and body, one error answer.
 */
export const route = <
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  spec: RouteSpec<B, Q, P>,
  fn: (input: RouteInput<B, Q, P, AuthContext>) => Promise<HttpResult>,
) => build<AuthContext, B, Q, P>('signed-in', spec, fn);

/** A public row of the table (sign-in, webhooks): the session, if any, is passed along. */
export const publicRoute = <
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  spec: RouteSpec<B, Q, P>,
  fn: (input: RouteInput<B, Q, P, SessionContext | null>) => Promise<HttpResult>,
) => build<SessionContext | null, B, Q, P>('public', spec, fn);

/**
 * A public row that other servers call (lead webhooks): no session is read and no cross-site
 * check is made (form tools post from anywhere); the handler checks its own credential.
 */
export const webhookRoute = <
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(
  spec: RouteSpec<B, Q, P>,
  fn: (input: RouteInput<B, Q, P, null>) => Promise<HttpResult>,
) => build<null, B, Q, P>('public', spec, fn, { sessionless: true });
