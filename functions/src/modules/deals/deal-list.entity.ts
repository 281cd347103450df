import { tagKey } from '@salesflow/shared/contacts/contact-tags';
import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import { keyShape } from '../../platform/data/key-shape';
import { CUSTOM_ROW_PREFIX, customSortValue } from '../../platform/data/list-index';
import { allShards, shardOf } from '../../platform/data/shards';
import { INDEXES } from '../../platform/data/table-definition';
import type { DealRecord } from './deal.entity';

/**
 * The deals' list index (issue 27: deals that sort and filter), the contacts' list index's
 * design (contacts/contact-list.entity.ts, docs/contact-lists.md) for deals: kept from the
 * table's stream by the deal-items projector, never written in a deal's own transaction.
 *
 * Each deal has one row in each of its facets: all the organization's deals (`ALL`), its
 * holder's (`H#<holder>`), its stage's (`S#<stage>`) and each of its tags' (`T#<tag, lower
 * case>`), each spread over the SHARD_COUNT
 * partitions by deal id, as the deals are. A row is ordered four ways:
 * - by creation, its own sort key `ROW#<id>` (ids are ULIDs);
 * - by value on gsi1 (`<cents, 11 digits>#<id>`);
 * - by probability on gsi2 (`<3 digits>#<id>`);
 * - by expected close date on gsi3 (`<YYYY-MM-DD>#<id>`, `~#<id>` without one: last when the
 *   soonest come first);
 * each index partitioned by the row's own partition key. The row carries the fields a filter
 * reads (stage, value, close date, holder, tags, custom values).
 *
 * As for contacts, a list sorted by a custom field reads that field's own rows (`CF#<key>`, one
 * per deal with a value that sorts, keyed `CFV#<value as it sorts>#<id>`), then the deals without
 * a value.
 */
export const DEAL_LIST_PARTITIONS = {
  all: keyShape('ORG#<org>#DLIST#ALL#<shard>'),
  holder: keyShape('ORG#<org>#DLIST#H#<holder>#<shard>'),
  stage: keyShape('ORG#<org>#DLIST#S#<stage>#<shard>'),
  tag: keyShape('ORG#<org>#DLIST#T#<tag>#<shard>'),
  custom: keyShape('ORG#<org>#DLIST#CF#<key>#<shard>'),
} as const;
export const DEAL_ROW_PREFIX = 'ROW#';

export type DealListFacet =
  | { kind: 'all' }
  | { kind: 'holder'; value: string }
  | { kind: 'stage'; value: DealStage }
  | { kind: 'tag'; value: string }
  /** The deals with a value in one custom field (by key), in the value's order. */
  | { kind: 'custom'; value: string };

export const dealListPartition = (organizationId: string, facet: DealListFacet, shard: number) =>
  facet.kind === 'all'
    ? DEAL_LIST_PARTITIONS.all.key(organizationId, String(shard))
    : DEAL_LIST_PARTITIONS[facet.kind].key(organizationId, facet.value, String(shard));

export const dealListPartitions = (organizationId: string, facet: DealListFacet) =>
  allShards().map((shard) => dealListPartition(organizationId, facet, shard));

/** The orders a row is kept in: the table's own sort key, or one of the three indexes. */
export const DEAL_LIST_ORDERS = {
  createdAt: null,
  value: INDEXES.gsi1,
  probability: INDEXES.gsi2,
  expectedCloseDate: INDEXES.gsi3,
} as const;
export type DealListOrder = keyof typeof DEAL_LIST_ORDERS;

export const valueSortKey = (cents: number) =>
  String(Math.max(0, Math.round(cents))).padStart(11, '0');
export const probabilitySortKey = (probability: number) =>
  String(Math.max(0, Math.min(100, Math.round(probability)))).padStart(3, '0');
/** No expected close date sorts after every date. */
export const NO_CLOSE_DATE = '~';

const orderValue = (deal: DealRecord, order: Exclude<DealListOrder, 'createdAt'>) =>
  order === 'value'
    ? valueSortKey(deal.valueCents)
    : order === 'probability'
      ? probabilitySortKey(deal.probability)
      : (deal.expectedCloseDate ?? NO_CLOSE_DATE);

/** The deal's tags as lists filter them (lower case). */
export const dealTagKeys = (deal: Pick<DealRecord, 'tags'>) => (deal.tags ?? []).map(tagKey);

export const dealFacetsOf = (deal: DealRecord): DealListFacet[] => [
  { kind: 'all' },
  { kind: 'holder', value: deal.holder },
  { kind: 'stage', value: deal.stage },
  ...dealTagKeys(deal).map((value) => ({ kind: 'tag' as const, value })),
];

/** The deal's rows, one per facet: whole items, a pure function of the deal. */
type DealListRow = { pk: string; sk: string; facet: DealListFacet['kind'] } & Record<
  string,
  unknown
>;

export const dealListRows = (deal: DealRecord): DealListRow[] => {
  const shard = shardOf(deal.id);
  const fields = {
    type: 'dealRow',
    dealId: deal.id,
    stage: deal.stage,
    valueCents: deal.valueCents,
    probability: deal.probability,
    expectedCloseDate: deal.expectedCloseDate ?? NO_CLOSE_DATE,
    holder: deal.holder,
    createdAt: deal.createdAt,
    tags: dealTagKeys(deal),
    // Custom values, for `cf.<key>` filters (absent on a deal without any).
    ...(deal.customFields ? { cf: deal.customFields } : {}),
  };
  const facetRows = dealFacetsOf(deal).map((facet) => {
    const pk = dealListPartition(deal.organizationId, facet, shard);
    const row: Record<string, unknown> = {
      pk,
      sk: `${DEAL_ROW_PREFIX}${deal.id}`,
      ...fields,
      facet: facet.kind,
    };
    for (const order of ['value', 'probability', 'expectedCloseDate'] as const) {
      const index = DEAL_LIST_ORDERS[order];
      row[index.partitionKey] = pk;
      row[index.sortKey] = `${orderValue(deal, order)}#${deal.id}`;
    }
    return row as DealListRow;
  });
  const customRows = Object.entries(deal.customFields ?? {}).flatMap(([key, value]) => {
    const sorted = customSortValue(value);
    return sorted === null
      ? []
      : [
          {
            pk: dealListPartition(deal.organizationId, { kind: 'custom', value: key }, shard),
            sk: `${CUSTOM_ROW_PREFIX}${sorted}#${deal.id}`,
            ...fields,
            facet: 'custom' as const,
          },
        ];
  });
  return [...facetRows, ...customRows];
};
