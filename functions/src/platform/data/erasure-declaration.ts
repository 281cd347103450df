import type { Item } from './read';
import type { IndexDefinition } from './table-definition';

/**
 * How a module declares what it writes for an organization, so that erasing the organization
 * reads only the organization's own partitions (never the whole table): each module that writes
 * for an organization has a `<module>.erasure.ts` exporting one `ErasureDeclaration`, and
 * functions/src/erasure-registry.ts lists them all (beside routes.ts, the composition root).
 *
 * - `partitions`: the partitions known from the organization's id alone (`ORG#<org>`, its shards,
 *   fixed names). The erasure Queries each, page by page.
 * - `derived`: partitions and single items found from an item read in one of those partitions
 *   (a contact's activities partition, its email claim, a webhook key's lookup by hash, a
 *   member's holder counters). The erasure deletes them while it reads the item they come from,
 *   before the item itself, so a message done again after a crash finds them again.
 *
 * Each says whether a closed organization's erasure keeps it (the account stays: profile,
 * members, subscription, billing details, payments, invoices, the erasure's record). An
 * organization removed whole keeps nothing it declares, except the erasure's own record, which
 * the erasure deletes last. `pattern` is the key shape, ids as `<placeholders>`: the coverage
 * test (test/integration/organization-erasure.int.test.ts) fails on a key written for an
 * organization whose shape no declaration names.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

export interface PartitionDeclaration {
  /** The partition key's shape: `ORG#<org>#CONTACTS#<shard>`. */
  pattern: string;
  /** The organization's partitions of this shape. */
  of: (organizationId: string) => string[];
  /**
   * Read on this global index, not the table: an organization-scoped list of items whose own keys
   * cannot be derived (`pattern` is then the index partition's shape). Each item found is deleted
   * by its table key, and what it leads to (`derived`) with it.
   */
  index?: IndexDefinition;
  /** With `index`: the table key shapes of the items it lists (`SESMSG#<message>`). */
  lists?: readonly string[];
  /** The items a closed organization's erasure keeps (by sort key); none when absent. */
  keptOnErasure?: (sk: string) => boolean;
}

export interface DerivedDeclaration {
  /** The partition key's shape of what it finds: `ORG#<org>#CONTACTACT#<contact>`. */
  pattern: string;
  /**
   * From an item read in one of the organization's partitions: whole partitions (`partitions`,
   * read and emptied) and single items (`items`) that belong to it. Most answer nothing for
   * items of other kinds (check `item.type` or the keys).
   */
  from: (item: Item, organizationId: string) => { partitions?: string[]; items?: ItemKey[] };
  /** A closed organization's erasure keeps what it finds (the account's); erased when absent. */
  keptOnErasure?: boolean;
}

/**
 * Items that carry the organization's id but that its erasure leaves: they are someone else's (a
 * person, the operators', Razorpay's), or they go by themselves (a TTL) and no record of the
 * organization leads to them. Declared so that the coverage test knows them, with the reason.
 */
export interface LeftDeclaration {
  /** The partition key's shape: `USER#<user>`. */
  pattern: string;
  why: string;
}

export interface ErasureDeclaration {
  /** The module that writes these. */
  module: string;
  partitions?: readonly PartitionDeclaration[];
  derived?: readonly DerivedDeclaration[];
  left?: readonly LeftDeclaration[];
}

const isId = (segment: string) => !/^(<org>|[A-Z][A-Z_]*)$/.test(segment);

/**
 * A key's shape: the organization's id as `<org>`, every other id (a segment that is not an
 * upper-case word) as `*`. `ORG#01J…#LEADS#NONE#3` → `ORG#<org>#LEADS#NONE#*`.
 */
export const shapeOfKey = (key: string, organizationId: string): string =>
  key
    .split(organizationId)
    .join('<org>')
    .split('#')
    .map((segment) => (isId(segment) ? '*' : segment))
    .join('#');

/** Whether a declared pattern (`ORG#<org>#LEADS#<holder>#<shard>`) covers a key's shape. */
export const shapeCovers = (pattern: string, shape: string): boolean => {
  const declared = pattern.split('#');
  const actual = shape.split('#');
  if (declared.length !== actual.length) return false;
  return declared.every((segment, i) =>
    /^<(?!org>).+>$/.test(segment) ? true : segment === actual[i],
  );
};

/** Every key shape the declarations name: what they erase and what they leave. */
export const declaredPatterns = (declarations: readonly ErasureDeclaration[]): string[] =>
  declarations.flatMap((declaration) => [
    ...(declaration.partitions ?? []).flatMap((partition) => [
      partition.pattern,
      ...(partition.lists ?? []),
    ]),
    ...(declaration.derived ?? []).map((derived) => derived.pattern),
    ...(declaration.left ?? []).map((left) => left.pattern),
  ]);

/**
 * The one partition of a shape that takes the organization's id alone (`ORG#<org>#RATE`): its
 * declaration from the shape its repository writes with.
 */
export const organizationPartition = (
  shape: { pattern: string; key: (organizationId: string) => string },
  options: Omit<PartitionDeclaration, 'pattern' | 'of'> = {},
): PartitionDeclaration => ({
  pattern: shape.pattern,
  of: (organizationId) => [shape.key(organizationId)],
  ...options,
});
