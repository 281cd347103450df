import { randomUUID } from 'node:crypto';
import { isBusyCancellation, isOverload } from '../overload';

/**
 * The one retry of DynamoDB calls, in the client every module uses (dynamo-client.ts): throttling, a transaction cancelled
 * only for a conflict with another one (or throttling of one of its items), timeouts and 5xx are
 * tried again after a jittered, growing wait, up to ATTEMPTS in all; then the last error is
 * thrown, and what is still overload answers 503 (platform/http/error-response.ts). A cancelled
 * transaction wrote nothing, so running it again is safe; a failed condition is never retried.
 */
export const ATTEMPTS = 6;

/** "Full jitter": a random wait up to 25 ms × 2^attempt, capped at 1 s (about 0.8 s in all). */
export const backoffMs = (attempt: number): number =>
  Math.random() * Math.min(25 * 2 ** attempt, 1000);

export const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));

interface Input {
  ClientRequestToken?: string;
}

/**
 * `send` (one attempt) until it succeeds, fails for a reason other than overload, or has been
 * tried ATTEMPTS times. A transaction keeps its ClientRequestToken across a retry after a timeout
 * (DynamoDB applies it once, should the first attempt have landed) and gets a new one after a
 * cancellation (which applied nothing).
 */
export const withOverloadRetry = async <T>(
  operation: string,
  input: Input,
  send: (input: Input) => Promise<T>,
): Promise<T> => {
  const transaction = operation === 'TransactWriteItems';
  let current = transaction
    ? { ...input, ClientRequestToken: input.ClientRequestToken ?? randomUUID() }
    : input;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send(current);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isOverload(error)) throw error;
      if (transaction && isBusyCancellation(error)) {
        current = { ...current, ClientRequestToken: randomUUID() };
      }
      await backoff(attempt);
    }
  }
};
