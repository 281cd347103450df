import { db, tableName } from './dynamo-client';
import { GetCommand, QueryCommand } from './dynamo-commands';

/*
 * Reads of the table, and the one place that pages through a partition (functions never Scan;
 * migrations page their Scans with `scanPages` in infra/migrations/migration-runner.ts):
 * - `readItem`: one item by its key.
 * - `readPage`: one Query page and where the next begins, for a caller that keeps the cursor
 *   (a listing that answers a page and a cursor, a worker that hands the rest on).
 * - `pagesOf`: the pages one after another, for a caller that acts on each page or stops early.
 * - `readAll`: every item, optionally bounded (items kept, pages, items read).
 * - `readRange` / `readBetween`: `readAll` of a sort-key range, for ranges known to stay small.
 * A `PageRead` names the partition (of the table or of an index), at most one sort-key range
 * (`between`, `below` or `upTo`), and optionally a filter, order, attributes, a count, a page size.
 */

export type Key = Record<string, unknown>;
export type Item = Record<string, unknown>;

/** The highest sort key character: `prefix + TOP` ends a key range that begins at `prefix`. */
export const TOP = '\u{10FFFF}';

/** One item by its key, read consistently (it may have just been written); undefined if none. */
export const readItem = async (key: Key): Promise<Item | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item;
};

/** A filter on what a range read keeps (DynamoDB still reads, and bills, what it drops). */
export interface RangeFilter {
  expression: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * Every item of partition `pk` whose sort key begins with `prefix` (as a key range: DynamoDB
 * Local reads a whole partition for `begins_with`), page after page, read consistently. For
 * ranges known to stay small: a partition's pointers to one record, an organization's open
 * invitations.
 */
export const readRange = (pk: string, prefix: string, filter?: RangeFilter): Promise<Item[]> =>
  readBetween(pk, prefix, `${prefix}${TOP}`, filter);

/** Every item of partition `pk` whose sort key is from `from` to `to`, page after page. */
export const readBetween = (
  pk: string,
  from: string,
  to: string,
  filter?: RangeFilter,
): Promise<Item[]> => readAll({ pk, between: [from, to], filter });

/** A read of one page of a partition (of the table, or of a global index). */
export interface PageRead {
  pk: string;
  /** A global index's partition instead of the table's (`sortKey`: its sort key, for ranges). */
  index?: { name: string; partitionKey: string; sortKey?: string };
  /** Sort keys from the first to the second (at most one of between, below, upTo; none: all). */
  between?: [string, string];
  /** Sort keys strictly below this one. */
  below?: string;
  /** Sort keys up to and including this one. */
  upTo?: string;
  filter?: RangeFilter;
  /** Where the previous page ended (its `next`); null or absent: from the start. */
  cursor?: Key | null;
  /** Items per page at most (DynamoDB's 1 MB page when absent). */
  limit?: number;
  /** Highest sort key first (ascending when absent). */
  descending?: boolean;
  /** Only these attributes of each item (all when absent). */
  attributes?: readonly string[];
  /** Only how many items match (`count`), no items. */
  countOnly?: boolean;
  /** Consistent on the table unless false; an index always reads eventually. */
  consistent?: boolean;
}

/** One page: its items, where the next begins (null: done), how many matched and were read. */
export interface Page {
  items: Item[];
  next: Key | null;
  /** Items that matched the filter (with `countOnly`, the only figure). */
  count: number;
  /** Items read before the filter (what a budget of reads counts). */
  scanned: number;
}

const sortKeyCondition = (read: PageRead, sortKey: string): string => {
  if (read.between) return ` AND ${sortKey} BETWEEN :from AND :to`;
  if (read.below !== undefined) return ` AND ${sortKey} < :below`;
  if (read.upTo !== undefined) return ` AND ${sortKey} <= :upTo`;
  return '';
};

/**
 * One page of a partition and where the next begins (null: the partition is done): the one
 * paging loop's step, for callers that keep the cursor themselves (a worker that hands the rest
 * of a partition to its next message, a listing that answers a page and a cursor). Consistent
 * on the table unless `consistent: false`; an index reads eventually.
 */
export const readPage = async (read: PageRead): Promise<Page> => {
  const keyName = read.index?.partitionKey ?? 'pk';
  const sortKey = read.index ? (read.index.sortKey ?? 'sk') : 'sk';
  const attributes = read.attributes ?? [];
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(read.index
        ? { IndexName: read.index.name }
        : { ConsistentRead: read.consistent ?? true }),
      KeyConditionExpression: `#pk = :pk${sortKeyCondition(read, '#sk')}`,
      ...(read.filter ? { FilterExpression: read.filter.expression } : {}),
      ...(attributes.length
        ? { ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', ') }
        : {}),
      ...(read.countOnly ? { Select: 'COUNT' as const } : {}),
      ExpressionAttributeNames: {
        '#pk': keyName,
        ...(sortKeyCondition(read, '#sk') ? { '#sk': sortKey } : {}),
        ...Object.fromEntries(attributes.map((a, i) => [`#p${i}`, a])),
        ...read.filter?.names,
      },
      ExpressionAttributeValues: {
        ':pk': read.pk,
        ...(read.between ? { ':from': read.between[0], ':to': read.between[1] } : {}),
        ...(!read.between && read.below !== undefined ? { ':below': read.below } : {}),
        ...(!read.between && read.below === undefined && read.upTo !== undefined
          ? { ':upTo': read.upTo }
          : {}),
        ...read.filter?.values,
      },
      ...(read.descending ? { ScanIndexForward: false } : {}),
      ...(read.limit !== undefined ? { Limit: read.limit } : {}),
      ...(read.cursor ? { ExclusiveStartKey: read.cursor } : {}),
    }),
  );
  return {
    items: out.Items ?? [],
    next: (out.LastEvaluatedKey as Key | undefined) ?? null,
    count: out.Count ?? 0,
    scanned: out.ScannedCount ?? 0,
  };
};

/** Bounds on a read of many pages. */
export interface PagesBound {
  /** Stop once this many items were kept (readAll answers no more than this). */
  maxItems?: number;
  /** Stop after this many pages. */
  maxPages?: number;
  /** Stop once this many items were read before the filter (a budget of reads). */
  maxScanned?: number;
}

/**
 * The pages of a partition, one Query at a time, for callers that act on each page (delete it,
 * hand it on, count it) or stop early (`break` reads no further). Bounded by `maxPages` and
 * `maxScanned` (a page then asks for no more than the budget has left).
 */
export async function* pagesOf(read: PageRead, bound: PagesBound = {}): AsyncGenerator<Page> {
  let cursor = read.cursor ?? null;
  let scanned = 0;
  for (let pages = 0; bound.maxPages === undefined || pages < bound.maxPages; pages += 1) {
    const left = bound.maxScanned === undefined ? undefined : bound.maxScanned - scanned;
    const limit = left === undefined ? read.limit : Math.min(read.limit ?? left, left);
    if (limit !== undefined && limit <= 0) return;
    const page = await readPage({ ...read, cursor, limit });
    scanned += page.scanned;
    yield page;
    cursor = page.next;
    if (!cursor) return;
  }
}

/**
 * Every item of a partition (or of a range of it), page after page, in order; for reads of one
 * record's or one organization's few items. `maxItems` caps what it answers: without a filter a
 * page never asks for more than is still wanted; with one, it stops after the page that reached
 * it. `maxPages` and `maxScanned` bound the reads.
 */
export const readAll = async (read: PageRead, bound: PagesBound = {}): Promise<Item[]> => {
  const items: Item[] = [];
  const max = bound.maxItems;
  if (max !== undefined && max <= 0) return items;
  let cursor = read.cursor ?? null;
  let scanned = 0;
  for (let pages = 0; bound.maxPages === undefined || pages < bound.maxPages; pages += 1) {
    let limit = read.limit;
    if (max !== undefined && !read.filter) limit = Math.min(limit ?? max, max - items.length);
    if (bound.maxScanned !== undefined) {
      const left = bound.maxScanned - scanned;
      limit = Math.min(limit ?? left, left);
    }
    if (limit !== undefined && limit <= 0) break;
    const page = await readPage({ ...read, cursor, limit });
    items.push(...page.items);
    scanned += page.scanned;
    cursor = page.next;
    if (!cursor || (max !== undefined && items.length >= max)) break;
  }
  return max === undefined ? items : items.slice(0, max);
};
