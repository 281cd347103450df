import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { tagKey } from '@salesflow/shared/contacts/contact-tags';
import { keyShape } from '../../platform/data/key-shape';
import { CUSTOM_ROW_PREFIX, customSortValue, textSortKey } from '../../platform/data/list-index';
import { allShards, shardOf } from '../../platform/data/shards';
import { INDEXES } from '../../platform/data/table-definition';
import { holderOf } from './contact.entity';

/**
 * The contacts' list index: what a filtered or sorted list of contacts reads (contact-list.plan.ts
 * chooses how), kept from the table's stream by the contact-search projector, never written in a
 * contact's own transaction.
 *
 * Each contact has one row in each of its facets: all the organization's contacts (`ALL`), its
 * holder's (`H#<holder>`), its status's (`S#<status>`), its source's (`SRC#<source>`) and each
 * of its tags' (`T#<tag, lower case>`), each
 * facet spread over the SHARD_COUNT partitions by contact id, as the contacts are (one busy
 * organization's new leads write no partition faster than its share). A row is ordered four ways:
 * - by creation, its own sort key `ROW#<id>` (ids are ULIDs);
 * - by score on gsi1 (`<score, 3 digits>#<id>`);
 * - by name on gsi2 (`<name, lower case, without accents>#<id>`);
 * - by last contact on gsi3 (`<ISO time, or 0 when never>#<id>`);
 * each index partitioned by the row's own partition key. The row carries the fields a filter
 * reads (status, source, score, holder, createdAt, tags), so a filter that is not the facet is a
 * FilterExpression on the rows read, never a read of the contacts themselves.
 *
 * A list sorted by a custom field reads that field's own rows (`CF#<key>`): one per contact with a
 * value that sorts (a number, a date, text or a choice; not yes/no), keyed by the value as it sorts
 * (`customSortValue`), carrying the same fields. Contacts without a value have no such row; the
 * list gives them after the others (contact-list.plan.ts).
 */
export const CONTACT_LIST_PARTITIONS = {
  all: keyShape('ORG#<org>#CLIST#ALL#<shard>'),
  holder: keyShape('ORG#<org>#CLIST#H#<holder>#<shard>'),
  status: keyShape('ORG#<org>#CLIST#S#<status>#<shard>'),
  source: keyShape('ORG#<org>#CLIST#SRC#<source>#<shard>'),
  tag: keyShape('ORG#<org>#CLIST#T#<tag>#<shard>'),
  custom: keyShape('ORG#<org>#CLIST#CF#<key>#<shard>'),
} as const;
export const CONTACT_ROW_PREFIX = 'ROW#';
export { CUSTOM_ROW_PREFIX, customSortValue };

export type ListFacet =
  | { kind: 'all' }
  | { kind: 'holder'; value: string }
  | { kind: 'status'; value: string }
  | { kind: 'source'; value: string }
  | { kind: 'tag'; value: string }
  /** The contacts with a value in one custom field (by key), in the value's order. */
  | { kind: 'custom'; value: string };

export const contactListPartition = (organizationId: string, facet: ListFacet, shard: number) =>
  facet.kind === 'all'
    ? CONTACT_LIST_PARTITIONS.all.key(organizationId, String(shard))
    : CONTACT_LIST_PARTITIONS[facet.kind].key(organizationId, facet.value, String(shard));

export const contactListPartitions = (organizationId: string, facet: ListFacet) =>
  allShards().map((shard) => contactListPartition(organizationId, facet, shard));

/** The orders a row is kept in: the table's own sort key, or one of the three indexes. */
export const LIST_ORDERS = {
  createdAt: null,
  score: INDEXES.gsi1,
  name: INDEXES.gsi2,
  lastContactedAt: INDEXES.gsi3,
} as const;
export type ListOrder = keyof typeof LIST_ORDERS;

/** A name as it sorts: lower case, accents dropped, spaces folded, at most 80 characters. */
export const nameSortKey = textSortKey;

export const scoreSortKey = (score: number) =>
  String(Math.max(0, Math.min(100, Math.round(score)))).padStart(3, '0');

/** Never contacted sorts before any time: first oldest-first, last latest-first. */
export const NEVER_CONTACTED = '0';

/** A row's sort key in one order, without the id that ends it (`<value>#<id>`). */
const orderValue = (contact: Contact, order: Exclude<ListOrder, 'createdAt'>) =>
  order === 'score'
    ? scoreSortKey(contact.score)
    : order === 'name'
      ? nameSortKey(contact.name)
      : (contact.lastContactedAt ?? NEVER_CONTACTED);

export const facetsOf = (contact: Contact): ListFacet[] => [
  { kind: 'all' },
  { kind: 'holder', value: holderOf(contact) },
  { kind: 'status', value: contact.status },
  ...(contact.source ? [{ kind: 'source' as const, value: contact.source }] : []),
  ...tagKeysOf(contact).map((value) => ({ kind: 'tag' as const, value })),
];

/** The contact's tags as lists filter them (lower case). */
export const tagKeysOf = (contact: Pick<Contact, 'tags'>) => (contact.tags ?? []).map(tagKey);

/** What every row of the contact carries for the filters on rows read. */
const rowFields = (contact: Contact) => ({
  type: 'contactRow',
  contactId: contact.id,
  status: contact.status,
  source: contact.source ?? null,
  score: contact.score,
  holder: holderOf(contact),
  createdAt: contact.createdAt,
  tags: tagKeysOf(contact),
  // Custom values, for `cf.<key>` filters (absent on a contact without any).
  ...(contact.customFields ? { cf: contact.customFields } : {}),
});

type ListRow = { pk: string; sk: string; facet: ListFacet['kind'] } & Record<string, unknown>;

/**
 * The contact's rows, one per facet, and one per custom value that sorts: whole items, a pure
 * function of the contact.
 */
export const contactListRows = (contact: Contact): ListRow[] => {
  const shard = shardOf(contact.id);
  const fields = rowFields(contact);
  const facetRows = facetsOf(contact).map((facet) => {
    const pk = contactListPartition(contact.organizationId, facet, shard);
    const row: Record<string, unknown> = {
      pk,
      sk: `${CONTACT_ROW_PREFIX}${contact.id}`,
      ...fields,
      facet: facet.kind,
    };
    for (const order of ['score', 'name', 'lastContactedAt'] as const) {
      const index = LIST_ORDERS[order];
      row[index.partitionKey] = pk;
      row[index.sortKey] = `${orderValue(contact, order)}#${contact.id}`;
    }
    return row as ListRow;
  });
  const customRows = Object.entries(contact.customFields ?? {}).flatMap(([key, value]) => {
    const sorted = customSortValue(value);
    return sorted === null
      ? []
      : [
          {
            pk: contactListPartition(contact.organizationId, { kind: 'custom', value: key }, shard),
            sk: `${CUSTOM_ROW_PREFIX}${sorted}#${contact.id}`,
            ...fields,
            facet: 'custom' as const,
          },
        ];
  });
  return [...facetRows, ...customRows];
};
