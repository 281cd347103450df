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

/** A custom value's row: `CFV#<value as it sorts>#<id>`, ordered by the table's own sort key. */
export const CUSTOM_ROW_PREFIX = 'CFV#';

const NUMBER_DIGITS = 24;
const NUMBER_SCALE = 10_000n;
const NUMBER_SPAN = 10n ** BigInt(NUMBER_DIGITS);

/** Text as a list sorts it: lower case, accents dropped, spaces folded, at most 80 characters. */
export const textSortKey = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/**
 * A custom value as it sorts, as text: a number as a fixed-width code (negative ones first, to 4
 * decimals), text, a choice or a date (YYYY-MM-DD) as text sorts; null for yes/no, which has no
 * order worth a row.
 */
export const customSortValue = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const scaled = BigInt(Math.round(Math.abs(value) * Number(NUMBER_SCALE)));
    const clamped = scaled >= NUMBER_SPAN ? NUMBER_SPAN - 1n : scaled;
    return value < 0
      ? `0${String(NUMBER_SPAN - clamped).padStart(NUMBER_DIGITS + 1, '0')}`
      : `1${String(clamped).padStart(NUMBER_DIGITS, '0')}`;
  }
  return typeof value === 'string' && value.trim() ? textSortKey(value) : null;
};

/** A cursor into a list's second part. */
const SECOND_PART = '~';

/**
 * One page of a list read in two parts (sorted by a custom field: the records with a value in
 * its order, then those without): the first until it ends, then the page filled from the second.
 * The cursor says which part it is in (`~` before the second's own cursor).
 */
export const readInTwoParts = async <T>(
  read: (
    part: 0 | 1,
    options: { limit: number; cursor?: string | undefined },
  ) => Promise<{ items: T[]; nextCursor: string | null }>,
  options: { limit: number; cursor?: string | undefined },
): Promise<{ items: T[]; nextCursor: string | null }> => {
  const inSecond = options.cursor?.startsWith(SECOND_PART) ?? false;
  const items: T[] = [];
  if (!inSecond) {
    const page = await read(0, options);
    if (page.nextCursor) return page;
    items.push(...page.items);
    if (items.length >= options.limit) return { items, nextCursor: SECOND_PART };
  }
  const rest = inSecond ? options.cursor?.slice(SECOND_PART.length) : undefined;
  const page = await read(1, {
    limit: options.limit - items.length,
    ...(rest ? { cursor: rest } : {}),
  });
  return {
    items: [...items, ...page.items],
    nextCursor: page.nextCursor ? `${SECOND_PART}${page.nextCursor}` : null,
  };
};
