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
  let start: Key | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ...(filter?.names ? { ExpressionAttributeNames: filter.names } : {}),
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to, ...filter?.values },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
};
