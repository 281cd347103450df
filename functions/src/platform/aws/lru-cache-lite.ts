/**
 * Stands in for `mnemonist/lru-cache` in the Lambda bundles (infra/lib/bundling.ts aliases it
 * here, as the credential chain is). The only user is the SDK's endpoint-discovery cache
 * (`@aws-sdk/endpoint-cache`), which DynamoDB's client always bundles and we never switch on; the
 * package and its helpers are about 7 KiB of a bundle with little room left. The same LRU on a
 * Map (insertion order is recency): `get` and `set` make a key the newest, `peek` does not, and
 * past `capacity` the oldest key goes. A unit test holds it to the real one's answers.
 */
export default class LRUCache<K, V> {
  private readonly items = new Map<K, V>();

  constructor(private readonly capacity: number) {
    if (!(capacity > 0)) throw new Error('LRUCache: capacity should be a positive number');
  }

  get size(): number {
    return this.items.size;
  }

  has(key: K): boolean {
    return this.items.has(key);
  }

  peek(key: K): V | undefined {
    return this.items.get(key);
  }

  get(key: K): V | undefined {
    if (!this.items.has(key)) return undefined;
    const value = this.items.get(key) as V;
    this.items.delete(key);
    this.items.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size > this.capacity) {
      const oldest = this.items.keys().next();
      if (!oldest.done) this.items.delete(oldest.value);
    }
    return this;
  }

  clear(): void {
    this.items.clear();
  }
}
