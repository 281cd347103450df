import { describe, expect, it } from 'vitest';
import { countInRounds, type PartitionReader } from './bounded-count';

/** Partitions as sorted lists of sort keys, read like DynamoDB pages; counts what was read. */
const partitionsOf = (sizes: number[]) => {
  const data = sizes.map((size, p) =>
    Array.from({ length: size }, (_, i) => ({ sk: `${String(i).padStart(6, '0')}#${p}` })),
  );
  let itemsRead = 0;
  const read: PartitionReader = async (partition, start, limit) => {
    const rows = data[partition] ?? [];
    const from = start ? Number(start.offset) : 0;
    const items = rows.slice(from, from + limit);
    itemsRead += items.length;
    // Like DynamoDB, a full page has a next key even when nothing follows it.
    const next = items.length === limit ? { offset: from + limit } : undefined;
    return { items, next };
  };
  return { read, itemsRead: () => itemsRead };
};

describe('counting across partitions up to a cap', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], 0, false],
    [[3, 1, 0, 2, 5, 0, 1, 4], 16, false],
    [[125, 125, 125, 125, 125, 125, 125, 125], 1000, false],
    [[126, 125, 125, 125, 125, 125, 125, 125], 1000, true],
    [[1000, 0, 0, 0, 0, 0, 0, 0], 1000, false],
    [[1001, 0, 0, 0, 0, 0, 0, 0], 1000, true],
    [[600, 399, 0, 0, 0, 0, 0, 0], 999, false],
    [[5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000], 1000, true],
  ])('%j counts %i (more: %s)', async (sizes, count, more) => {
    const { read } = partitionsOf(sizes);
    expect(await countInRounds(8, 1000, read)).toMatchObject({ count, more });
  });

  it('reads a few times the cap at most, however the entries are spread', async () => {
    for (const sizes of [
      [100_000, 0, 0, 0, 0, 0, 0, 0],
      [100_000, 100_000, 100_000, 100_000, 100_000, 100_000, 100_000, 100_000],
      [130, 130, 130, 130, 10, 10, 10, 10],
      [2000, 2000, 2000, 2000, 0, 0, 0, 0],
    ]) {
      const partitions = partitionsOf(sizes);
      await countInRounds(8, 1000, partitions.read);
      expect(partitions.itemsRead()).toBeLessThanOrEqual(3 * 1001);
    }
  });

  it('answers the first entry of each partition that has one', async () => {
    const { read } = partitionsOf([0, 2, 0, 1]);
    const { firsts } = await countInRounds(4, 10, read);
    expect(firsts).toEqual([{ sk: '000000#1' }, { sk: '000000#3' }]);
  });
});
