import { afterEach, describe, expect, it } from 'vitest';
import { type RateLimiter, slidingWindowLimiter } from './rate-limiter';

describe('sliding window limiter', () => {
  let clock = 0;
  let limiter: RateLimiter | undefined;
  const make = (limit: number, windowSeconds: 60) => {
    clock = 1_000_000;
    limiter = slidingWindowLimiter({ limit, windowSeconds }, () => clock);
    return limiter;
  };
  afterEach(() => limiter?.stop());

  it('allows the limit in a window, then refuses with the seconds until a slot frees', () => {
    const limit = make(3, 60);
    const verdicts = [0, 1, 2, 3].map(() => limit.take('127.0.0.2'));
    clock += 20_500;

    expect(verdicts.slice(0, 3).every((v) => v.allowed)).toBe(true);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limit.take('127.0.0.2')).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('frees a slot as each counted request leaves the window, and keeps keys apart', () => {
    const limit = make(2, 60);
    limit.take('a');
    clock += 30_000;
    limit.take('a');

    expect(limit.take('a').allowed).toBe(false);
    expect(limit.take('b').allowed).toBe(true);
    clock += 30_000;
    expect(limit.take('a').allowed).toBe(true);
    expect(limit.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('does not count refused requests, so a client that keeps trying gets in after the window', () => {
    const limit = make(1, 60);
    limit.take('a');
    for (let i = 0; i < 50; i += 1) limit.take('a');
    clock += 60_000;

    expect(limit.take('a').allowed).toBe(true);
  });
});
