/**
 * What a function's container remembers for a short time (a webhook key's organization, a
 * setting read on every request), so a burst reads it once instead of once per request. Each
 * container has its own: a change made elsewhere reaches it within `ttlMs` at most, which the
 * caller must be able to say of what it caches. Concurrent readers of a missing entry share one
 * read; a failed read is not kept; `keep` says which answers are worth keeping (not "not found",
 * say, so a thing created a moment later is found at once). At most `maxEntries` are kept, the
 * oldest dropped first.
 */
export interface MemoryCache<V> {
  get: (key: string, read: () => Promise<V>) => Promise<V>;
  /** Forgets an entry this container knows has changed (a change made here). */
  forget: (key: string) => void;
}

export const memoryCache = <V>(options: {
  ttlMs: number;
  maxEntries?: number;
  keep?: (value: V) => boolean;
  now?: () => number;
}): MemoryCache<V> => {
  // Read at each call (not captured once), so a clock set by a test applies.
  const now = options.now ?? (() => Date.now());
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, { until: number; value: Promise<V> }>();
  return {
    get: (key, read) => {
      const held = entries.get(key);
      if (held && held.until > now()) return held.value;
      entries.delete(key);
      const value = read();
      entries.set(key, { until: now() + options.ttlMs, value });
      value.then(
        (answer) => {
          if (options.keep && !options.keep(answer) && entries.get(key)?.value === value) {
            entries.delete(key);
          }
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      // A Map keeps insertion order: the first key is the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    forget: (key) => {
      entries.delete(key);
    },
  };
};
