import RealLRUCache from 'mnemonist/lru-cache';
import { describe, expect, it } from 'vitest';
import LRUCache from './lru-cache-lite';

type Step = ['set', string, number] | ['get' | 'peek' | 'has', string] | ['clear'];

/** Runs the same calls on both caches and collects what each answers. */
interface Cache {
  set(key: string, value: number): unknown;
  get(key: string): number | undefined;
  peek(key: string): number | undefined;
  has(key: string): boolean;
  clear(): void;
}

const run = (cache: Cache, steps: Step[]) =>
  steps.map((step) => {
    switch (step[0]) {
      case 'set':
        cache.set(step[1], step[2]);
        return null;
      case 'clear':
        cache.clear();
        return null;
      default:
        return cache[step[0]](step[1]) ?? null;
    }
  });

describe('lru-cache-lite (stands in for mnemonist/lru-cache in the bundles)', () => {
  it('answers as the real one: recency by get and set, not peek; the oldest goes past capacity', () => {
    const steps: Step[] = [
      ['set', 'a', 1],
      ['set', 'b', 2],
      ['set', 'c', 3],
      ['get', 'a'], // a is now the newest
      ['set', 'd', 4], // b goes
      ['has', 'b'],
      ['peek', 'c'], // c stays the oldest
      ['set', 'e', 5], // c goes
      ['has', 'c'],
      ['set', 'a', 10], // overwrite, newest
      ['set', 'f', 6], // d goes
      ['get', 'd'],
      ['get', 'a'],
      ['get', 'e'],
      ['get', 'f'],
      ['clear'],
      ['has', 'a'],
      ['get', 'e'],
    ];
    const real = run(new RealLRUCache<string, number>(3), steps);
    expect(run(new LRUCache<string, number>(3), steps)).toEqual(real);
    expect(real).toContain(10);
  });

  it('refuses a capacity that is not positive, as the real one does', () => {
    expect(() => new LRUCache(0)).toThrow();
    expect(() => new RealLRUCache(0)).toThrow();
  });
});
