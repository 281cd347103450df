import { createHash } from 'node:crypto';
import { monotonicFactory } from 'ulid';

const next = monotonicFactory();

/** Time-ordered ids (ULID): sorting by id sorts by creation time. */
export const newId = (): string => next();

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID that is always the same for the same time and seed: a record made again (a queue message
 * delivered twice) gets the id it got the first time, so it finds itself instead of doubling.
 */
export const derivedId = (timeMs: number, seed: string): string => {
  let time = '';
  let rest = timeMs;
  for (let i = 0; i < 10; i += 1) {
    time = CROCKFORD[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const digest = createHash('sha256').update(seed).digest();
  let random = '';
  for (let i = 0; i < 16; i += 1) random += CROCKFORD[(digest[i] ?? 0) % 32];
  return time + random;
};

/**
 * The first 10 characters of every ULID made at `timeMs` (its time part): ids made from one
 * instant to another sort between their prefixes.
 */
export const ulidTimePrefix = (timeMs: number): string => {
  let time = '';
  let rest = Math.max(0, Math.floor(timeMs));
  for (let i = 0; i < 10; i += 1) {
    time = CROCKFORD[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  return time;
};
