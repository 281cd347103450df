import type { ErrorCode, FieldError } from '@salesflow/shared/errors/error-body';

/**
 * Domain errors: what went wrong, in the service's words. They know nothing of HTTP; the error
 * middleware (platform/http/error-response.ts) is the one place that maps a code to a status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

export class ValidationError extends DomainError {
  constructor(details: FieldError[], message = 'Some fields are not valid') {
    super('VALIDATION_FAILED', message, details);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Sign in to continue') {
    super('UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super('FORBIDDEN', message);
  }
}

/** The account is suspended by a platform operator (the admin dashboard). */
export class AccountSuspendedError extends DomainError {
  constructor(message: string) {
    super('ACCOUNT_SUSPENDED', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details?: FieldError[]) {
    super('CONFLICT', message, details);
  }
}

export class LimitExceededError extends DomainError {
  constructor(message: string) {
    super('LIMIT_EXCEEDED', message);
  }
}

/** Too many requests; `retryAfterSeconds` tells the client when to try again. */
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    super('RATE_LIMITED', message);
  }
}

/** A provider refused what we asked of it, or could not be reached; the message says why. */
export class UpstreamError extends DomainError {
  constructor(message: string) {
    super('UPSTREAM_FAILED', message);
  }
}

/** A WhatsApp free-form message outside the customer's 24-hour window (send a template). */
export class WindowClosedError extends DomainError {
  constructor(message: string) {
    super('WINDOW_CLOSED', message);
  }
}
