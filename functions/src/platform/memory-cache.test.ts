import { describe, expect, it } from 'vitest';
import { memoryCache } from './memory-cache';

const clock = () => {
  let at = 1_000_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
};

describe('memoryCache', () => {
  it('reads once within its time, and again after it', async () => {
    const time = clock();
    const cache = memoryCache<number>({ ttlMs: 30_000, now: time.now });
    let reads = 0;
    const read = async () => ++reads;

    expect(await cache.get('k', read)).toBe(1);
    time.pass(29_999);
    expect(await cache.get('k', read)).toBe(1);
    time.pass(1);
    expect(await cache.get('k', read)).toBe(2);
  });

  it('shares one read between concurrent callers', async () => {
    const cache = memoryCache<string>({ ttlMs: 1_000 });
    let reads = 0;
    const read = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`r${++reads}`), 5));

    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', read)));

    expect(new Set(answers)).toEqual(new Set(['r1']));
    expect(reads).toBe(1);
  });

  it('keeps neither a failed read nor an answer it is told not to keep', async () => {
    const cache = memoryCache<string | null>({ ttlMs: 60_000, keep: (value) => value !== null });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => null)).toBeNull();
    await Promise.resolve();

    expect(await cache.get('k', async () => 'found')).toBe('found');
  });

  it('forgets on demand, and drops the oldest past its size', async () => {
    const cache = memoryCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    cache.forget('b');

    expect(await cache.get('c', async () => 'c2')).toBe('c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});
