import type { IncomingMessage } from 'node:http';
import type { WindowLimit } from '@salesflow/functions/platform/rate-limits';
import { CLIENT_LIMITS, type ClientLimitName, clientLimitFor } from '../lib/client-limits';
import { slidingWindowLimiter } from './rate-limiter';

/** Local-only test routes (never deployed, so never behind WAF) are not limited. */
const LOCAL_ONLY = /^\/api\/dev(\/|$)/;

export type ClientLimits = Readonly<Record<ClientLimitName, WindowLimit>>;

/**
 * What WAF's rate-based rules do in AWS: counts sign-ins and mutations per client address (the
 * socket's, as WAF uses the client IP) and says how long a refused client must wait.
 */
export const clientLimiter = (limits: ClientLimits = CLIENT_LIMITS) => {
  const limiters = {
    signInPerClient: slidingWindowLimiter(limits.signInPerClient),
    mutationsPerClient: slidingWindowLimiter(limits.mutationsPerClient),
  };
  return {
    /** Seconds the client must wait, or null when the request may go on. */
    retryAfter: (req: IncomingMessage, path: string): number | null => {
      if (LOCAL_ONLY.test(path)) return null;
      const name = clientLimitFor(req.method ?? 'GET', path);
      if (!name) return null;
      const verdict = limiters[name].take(req.socket.remoteAddress ?? 'unknown');
      return verdict.allowed ? null : verdict.retryAfterSeconds;
    },
    stop: () => {
      for (const limiter of Object.values(limiters)) limiter.stop();
    },
  };
};
