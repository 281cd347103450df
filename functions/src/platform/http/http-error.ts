import type { ErrorCode } from '@salesflow/shared/errors/error-body';

/** A refusal about the HTTP request itself (size, media type), with its own status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
