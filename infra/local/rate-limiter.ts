import type { WindowLimit } from '@salesflow/functions/platform/rate-limits';

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key`, or refuses it (a refused request is not counted). */
  take: (key: string) => Verdict;
  stop: () => void;
}

/**
 * A sliding window per key (a client address): at most `limit` requests in any `windowSeconds`.
 * Retry-After is exact: when the oldest counted request leaves the window. Idle keys are swept
 * once a window, off the request path.
 */
export const slidingWindowLimiter = (
  { limit, windowSeconds }: WindowLimit,
  now: () => number = Date.now,
): RateLimiter => {
  const windowMs = windowSeconds * 1000;
  const seen = new Map<string, number[]>();
  const sweep = setInterval(() => {
    const since = now() - windowMs;
    for (const [key, times] of seen) if ((times.at(-1) ?? 0) <= since) seen.delete(key);
  }, windowMs);
  sweep.unref();
  return {
    take: (key) => {
      const at = now();
      let times = seen.get(key);
      if (!times) {
        times = [];
        seen.set(key, times);
      }
      // Times are in order: drop the ones that left the window from the front.
      let expired = 0;
      while (expired < times.length && (times[expired] ?? 0) <= at - windowMs) expired += 1;
      if (expired) times.splice(0, expired);
      if (times.length < limit) {
        times.push(at);
        return { allowed: true };
      }
      const oldest = times[0] ?? at;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
      };
    },
    stop: () => clearInterval(sweep),
  };
};
