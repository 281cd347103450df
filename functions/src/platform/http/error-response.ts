import type { ErrorBody, ErrorCode } from '@salesflow/shared/errors/error-body';
import { $ZodError } from 'zod/v4/core';
import { DomainError, RateLimitedError, ValidationError } from '../errors';
import { logger } from '../logger';
import { isOverload, OVERLOAD_RETRY_AFTER_SECONDS } from '../overload';
import { HttpError } from './http-error';
import { type HttpResult, json } from './http-result';

/** The one place that knows which status each domain error answers with. */
const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  LIMIT_EXCEEDED: 402,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  WINDOW_CLOSED: 409,
  // A provider (WhatsApp) refused: the user's setup or the recipient, not our failure, so not a
  // 5xx that would set off the API alarm.
  UPSTREAM_FAILED: 424,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const zodToValidationError = (error: $ZodError, prefix?: string): ValidationError =>
  new ValidationError(
    error.issues.map((issue) => ({
      field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
      message: issue.message,
    })),
  );

const answer = (status: number, body: ErrorBody, headers?: Record<string, string>): HttpResult => ({
  ...json(status, body),
  ...(headers ? { headers } : {}),
});

/** One body for every failure; the stack of an unexpected error goes only to the log. */
export const errorResponse = (error: unknown, requestId: string): HttpResult => {
  const known = error instanceof $ZodError ? zodToValidationError(error) : error;
  if (known instanceof DomainError || known instanceof HttpError) {
    const status = known instanceof HttpError ? known.status : STATUS[known.code];
    // A provider's refusal (424) is the provider's answer, not our failure: no stack.
    if (known.code === 'UPSTREAM_FAILED')
      logger.warn('provider refused', { reason: known.message });
    else if (status >= 500) logger.error('request failed', { error: known });
    else logger.info('request refused', { code: known.code, reason: known.message });
    const details = known instanceof DomainError ? known.details : undefined;
    return answer(
      status,
      {
        error: {
          code: known.code,
          message: known.message,
          ...(details ? { details } : {}),
          requestId,
        },
      },
      known instanceof RateLimitedError
        ? { 'retry-after': String(known.retryAfterSeconds) }
        : undefined,
    );
  }
  // Still overloaded after the client's retries: not a bug, and the client may send it again
  // (nothing was half-written: a request's writes are one transaction).
  if (isOverload(error)) {
    logger.warn('overloaded', { error: error as Error });
    return answer(
      503,
      {
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'We are busy right now. Please try again in a moment.',
          requestId,
        },
      },
      { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) },
    );
  }
  logger.error('unexpected error', { error: error as Error });
  return answer(500, {
    error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId },
  });
};
