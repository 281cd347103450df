import { queryShardedMerged, type ShardedPage } from './sharded-query';

/**
 * One page of a list index (the contacts' and the deals' lists that sort and filter): rows in
 * some facets' partitions, each row keyed `<prefix><id>` on the table and kept in other orders on
 * global indexes whose sort keys end in `#<id>`. The partitions are read in the order asked and
 * merged (sharded-query.ts); a FilterExpression on the rows keeps those a plan could not narrow
 * by key. The caller reads the records whole.
 */
export interface ListIndexRead {
  partitions: string[];
  /** What the cursor is valid for. */
  scope: string;
  /** The rows' own sort key prefix (`ROW#`): a row's table key, from an index position. */
  rowPrefix: string;
  /** The order's index, or null for the rows' own keys (creation). */
  index: { name: string; partitionKey: string; sortKey: string } | null;
  range: [string, string];
  descending: boolean;
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  limit: number;
  cursor?: string | undefined;
}

/** The id that ends a row's sort key in any order. */
export const idOfSortKey = (sortKey: string) => sortKey.slice(sortKey.lastIndexOf('#') + 1);

export const readListIndexPage = (read: ListIndexRead): Promise<ShardedPage> => {
  const { index } = read;
  return queryShardedMerged({
    partitions: read.partitions,
    cursorScope: read.scope,
    range: read.range,
    ...(index
      ? {
          index: {
            ...index,
            startKey: (partition: string, position: string) => ({
              pk: partition,
              sk: `${read.rowPrefix}${idOfSortKey(position)}`,
              [index.partitionKey]: partition,
              [index.sortKey]: position,
            }),
          },
        }
      : {}),
    order: read.descending ? 'descending' : 'ascending',
    limit: read.limit,
    ...(read.cursor ? { cursor: read.cursor } : {}),
    ...(read.filter
      ? {
          filter: {
            FilterExpression: read.filter.expression,
            ExpressionAttributeNames: read.filter.names,
            // DynamoDB refuses an empty map (a filter of attribute_not_exists alone has none).
            ...(Object.keys(read.filter.values).length
              ? { ExpressionAttributeValues: read.filter.values }
              : {}),
          },
        }
      : {}),
  });
};
