/** The one body every failed API call answers with (STYLE.md, "Errors"). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** A platform operator suspended the account: every member is refused until reactivated. */
  'ACCOUNT_SUSPENDED',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_EXCEEDED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  /** A WhatsApp free-form message outside the customer's 24-hour window: send a template. */
  'WINDOW_CLOSED',
  /** A provider (WhatsApp) refused or could not be reached: its reason in the message. */
  'UPSTREAM_FAILED',
  /** Overloaded (the table throttled, a dependency timed out): send again after `Retry-After`. */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldError {
  /** Dotted path of the offending field, e.g. `email`. Empty for the whole body. */
  field: string;
  message: string;
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: FieldError[];
    requestId?: string;
  };
}
