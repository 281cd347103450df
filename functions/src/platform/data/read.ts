import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './dynamo-client';

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
export const readBetween = async (
  pk: string,
  from: string,
  to: string,
  filter?: RangeFilter,
): Promise<Item[]> => {
  const items: Item[] = [];
  let start: Key | null = null;
  do {
    const page = await readPage({ pk, between: [from, to], filter, cursor: start });
    items.push(...page.items);
    start = page.next;
  } while (start);
  return items;
};

/** A read of one page of a partition (of the table, or of a global index). */
export interface PageRead {
  pk: string;
  /** A global index's partition instead of the table's. */
  index?: { name: string; partitionKey: string };
  /** Sort keys from the first to the second; the whole partition when absent. */
  between?: [string, string];
  filter?: RangeFilter;
  /** Where the previous page ended (its `next`); null or absent: from the start. */
  cursor?: Key | null;
  /** Items per page at most (DynamoDB's 1 MB page when absent). */
  limit?: number;
}

/**
 * One page of a partition and where the next begins (null: the partition is done): the one
 * paging loop's step, for callers that keep the cursor themselves (a worker that hands the rest
 * of a partition to its next message). Consistent on the table; an index reads eventually.
 */
export const readPage = async (read: PageRead): Promise<{ items: Item[]; next: Key | null }> => {
  const keyName = read.index?.partitionKey ?? 'pk';
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(read.index ? { IndexName: read.index.name } : { ConsistentRead: true }),
      KeyConditionExpression: read.between ? '#pk = :pk AND sk BETWEEN :from AND :to' : '#pk = :pk',
      ...(read.filter ? { FilterExpression: read.filter.expression } : {}),
      ExpressionAttributeNames: { '#pk': keyName, ...read.filter?.names },
      ExpressionAttributeValues: {
        ':pk': read.pk,
        ...(read.between ? { ':from': read.between[0], ':to': read.between[1] } : {}),
        ...read.filter?.values,
      },
      ...(read.limit ? { Limit: read.limit } : {}),
      ...(read.cursor ? { ExclusiveStartKey: read.cursor } : {}),
    }),
  );
  return { items: out.Items ?? [], next: (out.LastEvaluatedKey as Key | undefined) ?? null };
};
