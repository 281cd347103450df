import { decodeCursor, encodeCursor } from './cursor';
import type { QueryCommandInput } from './dynamo-commands';
import { type Key, readPage, TOP } from './read';

/**
 * A listing over records spread across several partitions (see shards.ts): each partition is
 * read in sort-key order from its own position, the reads are merged into one order, and the
 * cursor keeps each partition's position. Newest first for records keyed by ULID; ascending for
 * an index keyed by word.
 *
 * With a filter, each partition reads at most `evaluateBudget` records per request, so one page
 * never reads a large organization whole: a rare match may come back as a short page with a next
 * cursor. A record is only returned once every partition that still has unread records has been
 * read past it, which keeps the order exact.
 */
export interface ShardedQuery {
  partitions: string[];
  /** What the cursor is valid for: the list, the organization and the filter (see cursor.ts). */
  cursorScope: string;
  /** The sort keys listed: those that begin with this (or, with `range`, from one to the other). */
  skPrefix?: string;
  range?: [string, string];
  /**
   * A global index's partitions instead of the table's, with the table key of the item a position
   * (an index sort key) names: DynamoDB resumes an index read from both.
   */
  index?: {
    name: string;
    partitionKey: string;
    sortKey: string;
    startKey: (partition: string, position: string) => Key;
  };
  limit: number;
  cursor?: string;
  /** Newest first (descending sort keys), or ascending. */
  order?: 'descending' | 'ascending';
  filter?: Pick<
    QueryCommandInput,
    'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >;
  /** A test DynamoDB cannot express; an item it refuses counts as read but is not returned. */
  accept?: (item: Record<string, unknown>) => boolean;
  evaluateBudget?: number;
}

export interface ShardedPage {
  items: Record<string, unknown>[];
  nextCursor: string | null;
}

/** Per partition: the sort key read up to (exclusive start), null = from the top, false = done. */
type Positions = (string | null | false)[];

const isPositions =
  (count: number) =>
  (value: unknown): value is Positions =>
    Array.isArray(value) &&
    value.length === count &&
    value.every((p) => p === null || p === false || (typeof p === 'string' && p.length < 300));

// `sk BETWEEN p AND p + TOP` (read.ts) holds the keys that begin with `p` (ours are ASCII ids and
// words of letters and digits, never this noncharacter). DynamoDB serves either form from its
// sort-key index; DynamoDB Local reads a whole partition for begins_with, but not for a range, so
// the range keeps the local stack as fast as AWS for large organizations.

interface PartitionRead {
  items: Record<string, unknown>[];
  /** Sort key the partition was read to, or false when it has nothing more. */
  boundary: string | false;
}

const filtered = (query: ShardedQuery) => Boolean(query.filter || query.accept);

/**
 * How many matches a partition reads before it stops, when a filter makes each read costly: its
 * share of the page and a half, not the whole page (records are spread over the partitions by a
 * hash, so each holds about its share of the matches). The merge cuts at the earliest partition's
 * boundary, so the order stays exact; a partition that ran short answers a page a little short,
 * with a cursor.
 */
const matchesWanted = (query: ShardedQuery) =>
  filtered(query) && query.partitions.length >= 4
    ? Math.min(query.limit, Math.ceil((query.limit * 1.5) / query.partitions.length) + 2)
    : query.limit;

const readPartition = async (
  pk: string,
  from: string | null,
  query: ShardedQuery,
): Promise<PartitionRead> => {
  const items: Record<string, unknown>[] = [];
  const wanted = matchesWanted(query);
  const budget = filtered(query) ? (query.evaluateBudget ?? 2000) : query.limit;
  let evaluated = 0;
  // A page's worth first; more, doubling, only while a filter keeps refusing what was read.
  let batch = query.limit;
  const filter = query.filter?.FilterExpression
    ? {
        expression: query.filter.FilterExpression,
        names: query.filter.ExpressionAttributeNames,
        values: query.filter.ExpressionAttributeValues ?? {},
      }
    : undefined;
  const index = query.index;
  const sortKey = index?.sortKey ?? 'sk';
  const positionKey = (position: string): Key =>
    index ? index.startKey(pk, position) : { pk, sk: position };
  let start: Key | null = from ? positionKey(from) : null;
  let lastEvaluated: string | undefined;
  do {
    const page = await readPage({
      pk,
      ...(index ? { index } : {}),
      between: query.range ?? [query.skPrefix ?? '', `${query.skPrefix ?? ''}${TOP}`],
      filter,
      descending: query.order !== 'ascending',
      limit: Math.min(budget - evaluated, batch, 1000),
      cursor: start,
      consistent: false,
    });
    batch *= 2;
    items.push(...(query.accept ? page.items.filter(query.accept) : page.items));
    evaluated += page.scanned;
    lastEvaluated = page.next?.[sortKey] as string | undefined;
    start = page.next;
  } while (start && items.length < wanted && evaluated < budget);
  return { items, boundary: lastEvaluated ?? false };
};

export const queryShardedMerged = async (query: ShardedQuery): Promise<ShardedPage> => {
  const count = query.partitions.length;
  const ascending = query.order === 'ascending';
  // `before(a, b)`: a comes first in the listing's order.
  const before = (a: string, b: string) => (ascending ? a < b : a > b);
  const positions: Positions = query.cursor
    ? decodeCursor(query.cursor, query.cursorScope, isPositions(count))
    : Array.from({ length: count }, () => null);

  const reads = await Promise.all(
    query.partitions.map((pk, i) => {
      const from = positions[i] ?? null;
      return from === false
        ? Promise.resolve<PartitionRead>({ items: [], boundary: false })
        : readPartition(pk, from, query);
    }),
  );

  // A partition with unread records holds nothing before its boundary: list nothing past the
  // earliest such boundary, or a later page would have to go back in the order.
  const open = reads.flatMap((r) => (r.boundary === false ? [] : [r.boundary]));
  const cut = open.reduce<string | null>((c, b) => (c === null || before(b, c) ? b : c), null);
  const merged = reads
    .flatMap((r, shard) =>
      r.items.map((item) => ({ item, shard, sk: String(item[query.index?.sortKey ?? 'sk']) })),
    )
    .filter((entry) => cut === null || entry.sk === cut || before(entry.sk, cut))
    .sort((a, b) => (a.sk === b.sk ? 0 : before(a.sk, b.sk) ? -1 : 1))
    .slice(0, query.limit);

  const next: Positions = reads.map((read, shard) => {
    const taken = merged.filter((m) => m.shard === shard);
    if (taken.length < read.items.length) {
      return taken.length ? (taken[taken.length - 1]?.sk ?? null) : (positions[shard] ?? null);
    }
    return read.boundary;
  });
  const more = next.some((p) => p !== false);
  return {
    items: merged.map((m) => m.item),
    nextCursor: more ? encodeCursor(next, query.cursorScope) : null,
  };
};
