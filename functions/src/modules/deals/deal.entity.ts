import type { CustomFieldValues } from '@salesflow/shared/custom-fields/custom-values';
import { type Deal, type DealStage, isActiveStage } from '@salesflow/shared/deals/deal.schema';
import { centsToDecimal } from '@salesflow/shared/money/money';
import type { LeadHolding } from '@salesflow/shared/teams/lead-rules';
import { keyShape } from '../../platform/data/key-shape';
import { allShards, shardOf } from '../../platform/data/shards';
import {
  HOLDER_STATS_PARTITION,
  ORGANIZATION_STATS_PARTITION,
} from '../../platform/data/shared-partitions';
import { INDEXES } from '../../platform/data/table-definition';
import { COUNTED_FROM_STREAM } from '../../platform/projections/stream-change';
import { readTrail } from './deal-trail';

/**
 * Key layout of deals: spread over partitions by id like contacts (the full list merges them);
 * gsi1 lists a contact's deals; gsi2 lists one stage (a board column), newest first; gsi3 lists
 * open deals by expected close date, for those past it. The deal counters (deal-counters.ts),
 * kept from the table's stream (deal-counters.projection.ts), sit in one statistics partition per
 * organization.
 */
export const DEAL_PREFIX = 'DEAL#';

export const DEALS_PARTITION = keyShape('ORG#<org>#DEALS#<shard>');

export const dealPartition = (organizationId: string, shard: number) =>
  DEALS_PARTITION.key(organizationId, String(shard));

export const dealPartitions = (organizationId: string) =>
  allShards().map((shard) => dealPartition(organizationId, shard));

export const dealKey = (organizationId: string, id: string) => ({
  pk: dealPartition(organizationId, shardOf(id)),
  sk: `${DEAL_PREFIX}${id}`,
});

export const dealCounterKey = (organizationId: string, sk: string) => ({
  pk: ORGANIZATION_STATS_PARTITION.key(organizationId),
  sk,
});

export const CONTACT_DEALS_PARTITION = keyShape('ORG#<org>#CONTACTDEALS#<contact>');

export const contactDealsIndexKey = (organizationId: string, contactId: string) =>
  CONTACT_DEALS_PARTITION.key(organizationId, contactId);

export const STAGE_PARTITION = keyShape('ORG#<org>#STAGE#<stage>');

export const stageIndexKey = (organizationId: string, stage: DealStage) =>
  STAGE_PARTITION.key(organizationId, stage);

/**
 * Open deals with an expected close date, earliest first: one partition per organization, like a
 * board column (deals are made by people, not in bursts). A deal leaves it when won, lost or
 * undated, so "past close date" is the part of it before today.
 */
export const DUE_INDEX = INDEXES.gsi3;
export const DUE_PARTITION = keyShape('ORG#<org>#DEALSDUE');
export const dueIndexKey = (organizationId: string) => DUE_PARTITION.key(organizationId);
export const dueSortKey = (expectedCloseDate: string, id: string) => `${expectedCloseDate}#${id}`;

/** Stored form: the value in integer cents, and for a won deal the month it was won in. */
export interface DealRecord extends Omit<Deal, 'value' | 'lead'> {
  valueCents: number;
  /** Month key (organization's time zone) of the move to won; null unless won. */
  wonMonth: string | null;
  /**
   * Whose deal it is for visibility: its contact's holder (the contact's assignee, or the
   * unassigned leads'), or for a deal without a contact the one who made it.
   */
  holder: string;
  /**
   * Who added its lead (the lead's `ownerId`, which never changes), for the app's rule on who may
   * change the deal; null without a lead, or for a deal saved before it was kept (a migration
   * fills those in).
   */
  leadOwnerId: string | null;
  /** For the reports (deal-trail.ts). */
  createdDay: string;
  closedDay: string | null;
  reached: number;
  stageSince: string;
  /**
   * Who made this version, when a user did (a create or an edit, at its `updatedAt`): its
   * timeline entry is written from the table's stream (deal-timeline.projection.ts). Absent on a
   * version the system wrote (its contact's new name carried over) and on deals saved before.
   */
  changedBy?: string;
}

/**
 * A deal's entry among its holder's deals (one partition per holder and shard), with what the
 * list filters on, so a member who sees only their own leads lists their deals by key; and its
 * holder's counters beside the organization's.
 */
export const HELD_DEALS_PARTITION = keyShape('ORG#<org>#HELDDEALS#<holder>#<shard>');

export const heldDealsPartition = (organizationId: string, holder: string, shard: number) =>
  HELD_DEALS_PARTITION.key(organizationId, holder, String(shard));

export const heldDealsPartitions = (organizationId: string, holders: readonly string[]) =>
  holders.flatMap((holder) =>
    allShards().map((shard) => heldDealsPartition(organizationId, holder, shard)),
  );

export const holderCounterKey = (organizationId: string, holder: string, sk: string) => ({
  pk: HOLDER_STATS_PARTITION.key(organizationId, holder),
  sk,
});

/** The item's index attributes, from the deal alone: a deal without a contact is in no gsi1. */
const dealIndexes = (deal: DealRecord) => ({
  ...(deal.contactId
    ? {
        [INDEXES.gsi1.partitionKey]: contactDealsIndexKey(deal.organizationId, deal.contactId),
        [INDEXES.gsi1.sortKey]: `${DEAL_PREFIX}${deal.id}`,
      }
    : {}),
  [INDEXES.gsi2.partitionKey]: stageIndexKey(deal.organizationId, deal.stage),
  [INDEXES.gsi2.sortKey]: `${DEAL_PREFIX}${deal.id}`,
  ...(isActiveStage(deal.stage) && deal.expectedCloseDate
    ? {
        [DUE_INDEX.partitionKey]: dueIndexKey(deal.organizationId),
        [DUE_INDEX.sortKey]: dueSortKey(deal.expectedCloseDate, deal.id),
      }
    : {}),
});

const dealSearchText = (deal: DealRecord) =>
  [deal.title, deal.contactName ?? '', deal.contactCompany ?? ''].join('\n').toLowerCase();

/** Open dated deals per holder, by expected close date: the due index, for what a member sees. */
export const HELD_DUE_PARTITION = keyShape('ORG#<org>#DEALSDUE#<holder>');

export const heldDueIndexKey = (organizationId: string, holder: string) =>
  HELD_DUE_PARTITION.key(organizationId, holder);

export const toHeldDealItem = (deal: DealRecord) => ({
  pk: heldDealsPartition(deal.organizationId, deal.holder, shardOf(deal.id)),
  sk: `${DEAL_PREFIX}${deal.id}`,
  type: 'heldDeal',
  dealId: deal.id,
  id: deal.id,
  title: deal.title,
  stage: deal.stage,
  expectedCloseDate: deal.expectedCloseDate,
  search: dealSearchText(deal),
  ...(isActiveStage(deal.stage) && deal.expectedCloseDate
    ? {
        [DUE_INDEX.partitionKey]: heldDueIndexKey(deal.organizationId, deal.holder),
        [DUE_INDEX.sortKey]: dueSortKey(deal.expectedCloseDate, deal.id),
      }
    : {}),
});

/** Every write of a deal is marked: its counters come from the stream (deal-counters.projection.ts). */
export const toDealItem = (deal: DealRecord) => ({
  ...dealKey(deal.organizationId, deal.id),
  type: 'deal',
  ...deal,
  [COUNTED_FROM_STREAM]: true,
  search: dealSearchText(deal),
  ...dealIndexes(deal),
});

export const fromDealItem = (item: Record<string, unknown>): DealRecord => ({
  id: String(item.id),
  title: String(item.title),
  description: (item.description as string | null) ?? null,
  contactId: (item.contactId as string | null) ?? null,
  contactName: (item.contactName as string | null) ?? null,
  contactCompany: (item.contactCompany as string | null) ?? null,
  valueCents: Number(item.valueCents ?? 0),
  stage: item.stage as DealStage,
  probability:
    item.probability === undefined || item.probability === null ? 50 : Number(item.probability),
  expectedCloseDate: (item.expectedCloseDate as string | null) ?? null,
  organizationId: String(item.organizationId),
  ownerId: String(item.ownerId),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
  wonMonth: (item.wonMonth as string | null) ?? null,
  // A deal saved before teams is its maker's until the lead-holders migration sets it.
  holder: String(item.holder ?? item.ownerId),
  leadOwnerId: typeof item.leadOwnerId === 'string' ? item.leadOwnerId : null,
  ...readTrail(item, item.stage as DealStage),
  ...(typeof item.changedBy === 'string' ? { changedBy: item.changedBy } : {}),
  ...(Array.isArray(item.tags) ? { tags: item.tags.map(String) } : {}),
  ...(item.customFields &&
  typeof item.customFields === 'object' &&
  Object.keys(item.customFields).length
    ? { customFields: item.customFields as CustomFieldValues }
    : {}),
});

/**
 * The search and stage filters of a deals list (one stage, or any of several), as a DynamoDB
 * filter on deals (and their holders' entries); undefined for neither.
 */
export const dealListFilter = (options: {
  search?: string | undefined;
  stage?: DealStage | readonly DealStage[] | undefined;
}) => {
  const conditions: string[] = [];
  const values: Record<string, string> = {};
  if (options.search) {
    conditions.push('contains(#search, :q)');
    values[':q'] = options.search.toLowerCase();
  }
  const stages =
    options.stage === undefined
      ? []
      : typeof options.stage === 'string'
        ? [options.stage]
        : options.stage;
  if (stages.length) {
    conditions.push(`#stage IN (${stages.map((_, i) => `:stage${i}`).join(', ')})`);
    stages.forEach((stage, i) => {
      values[`:stage${i}`] = stage;
    });
  }
  return conditions.length
    ? {
        FilterExpression: conditions.join(' AND '),
        ExpressionAttributeNames: {
          ...(options.search ? { '#search': 'search' } : {}),
          ...(stages.length ? { '#stage': 'stage' } : {}),
        },
        ExpressionAttributeValues: values,
      }
    : undefined;
};

/** The API's form: the value as a decimal string, and who holds its lead (`lead`, worked out by the service). */
export const toDeal = (
  {
    valueCents,
    wonMonth: _wonMonth,
    holder: _holder,
    leadOwnerId: _leadOwnerId,
    createdDay: _createdDay,
    closedDay: _closedDay,
    reached: _reached,
    stageSince: _stageSince,
    changedBy: _changedBy,
    ...rest
  }: DealRecord,
  lead: LeadHolding | null,
): Deal => ({
  ...rest,
  lead,
  value: centsToDecimal(valueCents),
});
