/**
 * Overload: the table or a service we depend on refused for now (throttling, a transaction
 * cancelled because another one held its items, a timeout, a 5xx of AWS), as opposed to a bug or
 * a refusal of what we asked. The same request later may succeed, so it is retried (the DynamoDB
 * client's retry, platform/data/retry.ts), and what is still overload after that answers 503 with
 * Retry-After (platform/http/error-response.ts), never 500. Errors wrapped by a library (the
 * idempotency store's) are looked through their `cause`.
 */

/** What DynamoDB (and SQS, SES) answer when a table, an account or a partition is over its rate. */
const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'Throttling',
  'TooManyRequestsException',
  'RequestThrottled',
  'RequestThrottledException',
  'LimitExceededException',
  'SlowDown',
  // The same transaction (its ClientRequestToken) is still being applied: ask again shortly.
  'TransactionInProgressException',
  // BatchGetItem/BatchWriteItem left items unprocessed after every retry (platform/data/batch.ts).
  'UnprocessedItemsError',
]);

/** A request that took too long or a connection that broke on the way. */
const TRANSIENT = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
]);
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN']);

/** Reasons a transaction item is cancelled that say "not now" rather than "not so". */
const BUSY_REASONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
]);

interface ErrorShape {
  name?: string;
  code?: string;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
  CancellationReasons?: { Code?: string }[];
}

/**
 * A transaction cancelled only because of other transactions or throttling: no item's condition
 * failed, so running it again may succeed.
 */
export const isBusyCancellation = (error: unknown): boolean => {
  const shape = error as ErrorShape | null;
  if (shape?.name !== 'TransactionCanceledException') return false;
  const codes = (shape.CancellationReasons ?? [])
    .map((reason) => reason.Code ?? 'None')
    .filter((code) => code !== 'None');
  return codes.length > 0 && codes.every((code) => BUSY_REASONS.has(code));
};

const isOverloadItself = (error: ErrorShape): boolean => {
  const name = error.name ?? '';
  if (THROTTLING.has(name) || TRANSIENT.has(name) || isBusyCancellation(error)) return true;
  if (error.code && NETWORK_CODES.has(error.code)) return true;
  const status = error.$metadata?.httpStatusCode ?? 0;
  return status >= 500 && status <= 599;
};

/** The error (or one it wraps) says the system is busy now, not that the request is wrong. */
export const isOverload = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (isOverloadItself(current as ErrorShape)) return true;
    current = (current as ErrorShape).cause;
  }
  return false;
};

/** What a 503 tells the client to wait before sending again, in seconds. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
