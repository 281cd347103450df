import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newId } from './ids';
import { SHARD_COUNT, shardOf } from './shards';

describe('shardOf', () => {
  it('is stable and always within range', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (id) => {
        const shard = shardOf(id);
        expect(shard).toBe(shardOf(id));
        expect(shard).toBeGreaterThanOrEqual(0);
        expect(shard).toBeLessThan(SHARD_COUNT);
      }),
    );
  });

  it('spreads new ids evenly enough over the partitions', () => {
    const counts = new Array(SHARD_COUNT).fill(0);
    for (let i = 0; i < 8000; i += 1) counts[shardOf(newId())] += 1;
    for (const count of counts) expect(count).toBeGreaterThan(700);
  });
});
