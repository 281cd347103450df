import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor } from './cursor';
import { db, tableName } from './dynamo-client';

/**
 * Newest-first listing over records spread across several partitions (see shards.ts), with an
 * optional filter. Each partition is read in sort-key order; the pages are merged so the result
 * is in one order across partitions, and the cursor keeps each partition's position.
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
  skPrefix: string;
  limit: number;
  cursor?: string;
  filter?: Pick<
    QueryCommandInput,
    'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >;
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

interface PartitionRead {
  items: Record<string, unknown>[];
  /** Sort key the partition was read down to, or false when it has nothing more. */
  boundary: string | false;
}

const readPartition = async (
  pk: string,
  from: string | null,
  query: ShardedQuery,
): Promise<PartitionRead> => {
  const items: Record<string, unknown>[] = [];
  const budget = query.filter ? (query.evaluateBudget ?? 2000) : query.limit;
  let evaluated = 0;
  let start = from ? { pk, sk: from } : undefined;
  let lastEvaluated: string | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...query.filter,
        ExpressionAttributeValues: {
          ...query.filter?.ExpressionAttributeValues,
          ':pk': pk,
          ':prefix': query.skPrefix,
        },
        ScanIndexForward: false,
        Limit: Math.min(budget - evaluated, 1000),
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    evaluated += page.ScannedCount ?? 0;
    lastEvaluated = page.LastEvaluatedKey?.sk as string | undefined;
    start = page.LastEvaluatedKey as typeof start;
  } while (start && items.length < query.limit && evaluated < budget);
  return { items, boundary: lastEvaluated ?? false };
};

export const queryShardedNewestFirst = async (query: ShardedQuery): Promise<ShardedPage> => {
  const count = query.partitions.length;
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

  const open = reads.flatMap((r) => (r.boundary === false ? [] : [r.boundary]));
  const cut = open.sort().at(-1) ?? '';
  const merged = reads
    .flatMap((r, shard) => r.items.map((item) => ({ item, shard, sk: String(item.sk) })))
    .filter((entry) => entry.sk >= cut)
    .sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0))
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
