import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { ZodError } from 'zod';
import { logger } from '../logger';
import { AppError, ValidationError } from './errors';
import { type HttpResult, json } from './http-result';

export const zodToValidationError = (error: ZodError, prefix?: string): ValidationError =>
  new ValidationError(
    error.issues.map((issue) => ({
      field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
      message: issue.message,
    })),
  );

/** One body for every failure; the stack of an unexpected error goes only to the log. */
export const errorResponse = (error: unknown, requestId: string): HttpResult => {
  const known = error instanceof ZodError ? zodToValidationError(error) : error;
  if (known instanceof AppError) {
    if (known.status >= 500) logger.error('request failed', { error: known });
    else logger.info('request refused', { code: known.code, message: known.message });
    const body: ErrorBody = {
      error: {
        code: known.code,
        message: known.message,
        ...(known.details ? { details: known.details } : {}),
        requestId,
      },
    };
    return json(known.status, body);
  }
  logger.error('unexpected error', { error: error as Error });
  const body: ErrorBody = {
    error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId },
  };
  return json(500, body);
};
