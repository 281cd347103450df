import {
  API_PATH_PREFIX,
  MUTATION_METHODS,
  RATE_LIMITS,
  SIGN_IN_PATHS,
  WEBHOOK_PATH_PREFIX,
  type WindowLimit,
} from '@salesflow/functions/platform/rate-limits';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';

/**
 * The per-client limits and which requests count against each: the WAF rules (rate-limit-acl.ts)
 * build their scope-down statements from the same constants, and the local gateway asks
 * `clientLimitFor` for each request.
 */
export type ClientLimitName = 'signInPerClient' | 'mutationsPerClient';

export const CLIENT_LIMITS: Readonly<Record<ClientLimitName, WindowLimit>> = {
  signInPerClient: RATE_LIMITS.signInPerClient,
  mutationsPerClient: RATE_LIMITS.mutationsPerClient,
};

const signInPaths: readonly string[] = SIGN_IN_PATHS;
const mutationMethods: readonly string[] = MUTATION_METHODS;

export const clientLimitFor = (method: string, path: string): ClientLimitName | null => {
  if (method === 'GET' && signInPaths.includes(path)) return 'signInPerClient';
  if (
    mutationMethods.includes(method) &&
    path.startsWith(API_PATH_PREFIX) &&
    !path.startsWith(WEBHOOK_PATH_PREFIX)
  ) {
    return 'mutationsPerClient';
  }
  return null;
};

export const RATE_LIMITED_MESSAGE =
  'Too many requests from this address. Wait a moment and try again.';

/** The body WAF sends (it cannot name the request); the local gateway adds the request id. */
export const rateLimitedBody = (requestId?: string): ErrorBody => ({
  error: {
    code: 'RATE_LIMITED',
    message: RATE_LIMITED_MESSAGE,
    ...(requestId ? { requestId } : {}),
  },
});
