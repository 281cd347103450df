import { readPage } from './read';
import type { IndexDefinition } from './table-definition';

/**
 * Counts index entries below a sort key across several partitions, reading no more than a small
 * multiple of a cap however many there are: a dashboard figure such as "1,000+ hot leads
 * waiting" that changes with time alone, so no counter can keep it. Also answers the earliest
 * entry of all (the one waiting longest), which the reads in sort-key order get for free.
 */
export interface BoundedCountQuery {
  index: IndexDefinition;
  partitions: readonly string[];
  /** Entries whose index sort key is below this. */
  before: string;
  /** More than this many is answered as `more`, without reading them all. */
  cap: number;
  /** Attributes each entry is read with (the index sort key is always added). */
  attributes: readonly string[];
}

export interface BoundedCount {
  /** Exact when `more` is false; `cap` when it is true. */
  count: number;
  more: boolean;
  /** The entry with the lowest index sort key, with the attributes asked for. */
  first: Record<string, unknown> | null;
}

type Key = Record<string, unknown>;

export interface PartitionRead {
  items: Record<string, unknown>[];
  /** Where the partition's next read starts; undefined when it has no more. */
  next?: Key;
}

export type PartitionReader = (
  partition: number,
  start: Key | undefined,
  limit: number,
) => Promise<PartitionRead>;

/**
 * The rounds, apart from DynamoDB. The first round asks each partition for an even share of the
 * cap (partitions are filled evenly by a hash, so that share usually decides); later rounds ask
 * only the partitions that had more, for what is still missing, until the cap is passed or every
 * partition is read. Reads stay within a few times the cap in the worst spread.
 */
export const countInRounds = async (
  partitions: number,
  cap: number,
  read: PartitionReader,
): Promise<{ count: number; more: boolean; firsts: Record<string, unknown>[] }> => {
  const wanted = cap + 1;
  const firsts: Record<string, unknown>[] = [];
  let total = 0;
  let open: { partition: number; start: Key | undefined }[] = Array.from(
    { length: partitions },
    (_, partition) => ({ partition, start: undefined }),
  );
  let limit = Math.ceil(wanted / Math.max(partitions, 1));
  for (let round = 0; open.length > 0 && total < wanted; round += 1) {
    const reads = await Promise.all(open.map((p) => read(p.partition, p.start, limit)));
    for (const result of reads) {
      total += result.items.length;
      // Each partition is read in sort-key order: its first item of the first round is its earliest.
      if (round === 0 && result.items[0]) firsts.push(result.items[0]);
    }
    open = open.flatMap((p, i) => {
      const next = reads[i]?.next;
      return next ? [{ partition: p.partition, start: next }] : [];
    });
    limit = wanted - total;
  }
  return { count: Math.min(total, cap), more: total > cap, firsts };
};

export const countBefore = async (query: BoundedCountQuery): Promise<BoundedCount> => {
  const { index } = query;
  const attributes = [...new Set([...query.attributes, index.sortKey])];
  const read: PartitionReader = async (partition, start, limit) => {
    const page = await readPage({
      pk: query.partitions[partition] as string,
      index,
      below: query.before,
      attributes,
      limit,
      cursor: start,
    });
    return { items: page.items, next: page.next ?? undefined };
  };
  const { count, more, firsts } = await countInRounds(query.partitions.length, query.cap, read);
  const sortKey = (item: Record<string, unknown>) => String(item[index.sortKey]);
  const first = firsts.reduce<Record<string, unknown> | null>(
    (earliest, item) => (earliest === null || sortKey(item) < sortKey(earliest) ? item : earliest),
    null,
  );
  return { count, more, first };
};
