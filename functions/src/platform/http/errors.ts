import type { ErrorCode, FieldError } from '@salesflow/shared/errors/error-body';

/** Domain errors the services throw; the error middleware turns each into its HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class ValidationError extends AppError {
  constructor(details: FieldError[], message = 'Some fields are not valid') {
    super(400, 'VALIDATION_FAILED', message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: FieldError[]) {
    super(409, 'CONFLICT', message, details);
  }
}

export class LimitExceededError extends AppError {
  constructor(message: string) {
    super(402, 'LIMIT_EXCEEDED', message);
  }
}
