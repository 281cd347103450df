import { DEAL_STAGES, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { batchGetItems } from '../../platform/data/batch';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { readAll, readItem, readPage } from '../../platform/data/read';
import { queryShardedMerged } from '../../platform/data/sharded-query';
import { INDEXES } from '../../platform/data/table-definition';
import { commit, deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  contactDealsIndexKey,
  DEAL_PREFIX,
  type DealRecord,
  dealCounterKey,
  dealKey,
  dealListFilter,
  dealPartitions,
  fromDealItem,
  heldDealsPartitions,
  holderCounterKey,
  stageIndexKey,
  toDealItem,
} from './deal.entity';
import { DEAL_TOTALS_SK, dealDaySk, dealMonthSk, dealQuarterSk } from './deal-counters';

export class DealChangedError extends ConflictError {
  constructor() {
    super('This deal was changed by someone else. Reload and try again.');
  }
}

const unchangedSince = (deal: DealRecord) => ({
  expression: 'attribute_exists(pk) AND updatedAt = :was',
  values: { ':was': deal.updatedAt },
  error: () => new DealChangedError(),
});

/**
 * A deal's write is the deal alone; its entry among its holder's deals and its timeline entries
 * (deal-items.projection.ts), its counters, day and report items (deal-counters.projection.ts)
 * follow from the table's stream.
 */
export const dealInsertWrites = (deal: DealRecord): Write[] => [
  putWrite(toDealItem(deal), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This deal already exists'),
  }),
];

export const dealReplaceWrites = (previous: DealRecord, next: DealRecord): Write[] => [
  putWrite(toDealItem(next), unchangedSince(previous)),
];

/**
 * A deal moved to another contact (a merge) keeps its `updatedAt`, so its write is conditioned on
 * the contact it had too: two runs of one merge at once move (and count) it once.
 */
export const dealMoveWrites = (previous: DealRecord, next: DealRecord): Write[] => [
  putWrite(toDealItem(next), {
    expression: 'attribute_exists(pk) AND updatedAt = :was AND contactId = :from',
    values: { ':was': previous.updatedAt, ':from': previous.contactId },
    error: () => new DealChangedError(),
  }),
];

export const dealRemoveWrites = (deal: DealRecord): Write[] => [
  deleteWrite(dealKey(deal.organizationId, deal.id), unchangedSince(deal)),
];

export const findDeal = async (organizationId: string, id: string): Promise<DealRecord | null> => {
  const item = await readItem(dealKey(organizationId, id));
  return item ? fromDealItem(item) : null;
};

const isSortKey = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(DEAL_PREFIX) && value.length < 100;

/** One board column: the stage index, newest first. */
export const listStagePage = async (
  organizationId: string,
  stage: DealStage,
  limit: number,
  cursor?: string,
) => {
  const index = INDEXES.gsi2;
  const pk = stageIndexKey(organizationId, stage);
  const scope = `deals-stage|${organizationId}|${stage}`;
  const from = cursor ? decodeCursor(cursor, scope, isSortKey) : undefined;
  const out = await readPage({
    pk,
    index,
    descending: true,
    limit,
    cursor: from
      ? {
          [index.partitionKey]: pk,
          [index.sortKey]: from,
          ...dealKey(organizationId, from.slice(DEAL_PREFIX.length)),
        }
      : null,
  });
  const last = out.next?.[index.sortKey];
  return {
    items: out.items.map(fromDealItem),
    nextCursor: typeof last === 'string' ? encodeCursor(last, scope) : null,
  };
};

export const listDealPage = async (
  organizationId: string,
  options: {
    limit: number;
    cursor?: string | undefined;
    search?: string | undefined;
    stage?: readonly DealStage[] | undefined;
  },
) => {
  const page = await queryShardedMerged({
    partitions: dealPartitions(organizationId),
    cursorScope: `deals|${organizationId}|${options.stage ?? ''}|${options.search ?? ''}`,
    skPrefix: DEAL_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
    filter: dealListFilter(options),
  });
  return { items: page.items.map(fromDealItem), nextCursor: page.nextCursor };
};

/**
 * The deals of some holders, newest first, searched and filtered like the full list: their
 * entries by key, then the deals whole, checked once more (one handed over meanwhile is left out).
 */
export const listHeldDealPage = async (
  organizationId: string,
  holders: readonly string[],
  options: {
    limit: number;
    cursor?: string | undefined;
    search?: string | undefined;
    stage?: readonly DealStage[] | undefined;
  },
) => {
  const page = await queryShardedMerged({
    partitions: heldDealsPartitions(organizationId, holders),
    cursorScope: `deals-held|${organizationId}|${holders.join(',')}|${options.stage ?? ''}|${
      options.search ?? ''
    }`,
    skPrefix: DEAL_PREFIX,
    limit: options.limit,
    cursor: options.cursor,
    filter: dealListFilter(options),
  });
  const ids = page.items.map((item) => String(item.dealId));
  const found = await batchGetItems(ids.map((id) => dealKey(organizationId, id)));
  const byId = new Map(found.map((item) => [String(item.id), fromDealItem(item)]));
  const items = ids.flatMap((id) => {
    const deal = byId.get(id);
    return deal && holders.includes(deal.holder) ? [deal] : [];
  });
  return { items, nextCursor: page.nextCursor };
};

/** A contact's deals (gsi1), for its detail view and to follow a contact's changes. */
export const listContactDeals = async (
  organizationId: string,
  contactId: string,
): Promise<DealRecord[]> => {
  const index = INDEXES.gsi1;
  const items = await readAll(
    { pk: contactDealsIndexKey(organizationId, contactId), index, descending: true },
    { maxItems: 5000 },
  );
  return items.map(fromDealItem);
};

/**
 * Rewrites a deal to follow its contact (`next` is the deal with the contact's new copy, or with
 * no contact). The whole item comes from the entity, so its index attributes always match it.
 * Skipped when the deal changed since it was read or left the contact: that change read the
 * contact afresh (deals.service checks it in the same transaction), so it is already current.
 * Its holder's entry follows from the table's stream (deal-items.projection.ts).
 */
export const followContactWrite = async (previous: DealRecord, next: DealRecord) => {
  try {
    await commit([
      putWrite(toDealItem(next), {
        expression: 'contactId = :contact AND updatedAt = :was',
        values: { ':contact': previous.contactId, ':was': previous.updatedAt },
        error: () => new DealChangedError(),
      }),
    ]);
  } catch (error) {
    if (!(error instanceof DealChangedError)) throw error;
  }
};

/** Deals moved and won on `day`: one item read, whatever the number of deals. */
export const readDealDay = async (
  organizationId: string,
  day: string,
): Promise<{ dealsMoved: number; dealsWon: number }> => {
  const [item] = await batchGetItems([dealCounterKey(organizationId, dealDaySk(day))]);
  return { dealsMoved: Number(item?.moved ?? 0), dealsWon: Number(item?.won ?? 0) };
};

export interface DealCounters {
  stageCounts: Record<DealStage, number>;
  stageCents: Record<DealStage, number>;
  weighted: number;
  /** The month item's fields (see org-stats MonthDelta). */
  month: Record<string, number>;
  /** Open deals expected to close in the quarter: Σ value in cents × probability. */
  quarterWeighted: number;
}

/**
 * Three item reads, whatever the number of deals; with `holders`, three per holder, summed: the
 * figures of those holders' deals.
 */
export const readDealCounters = async (
  organizationId: string,
  month: string,
  quarter: string,
  holders?: readonly string[],
): Promise<DealCounters> => {
  const sks = [DEAL_TOTALS_SK, dealMonthSk(month), dealQuarterSk(quarter)];
  const keys = holders
    ? holders.flatMap((h) => sks.map((sk) => holderCounterKey(organizationId, h, sk)))
    : sks.map((sk) => dealCounterKey(organizationId, sk));
  const items = await batchGetItems(keys);
  /** The items of one sort key (one per holder), their numbers added up. */
  const find = (sk: string) =>
    items
      .filter((item) => item.sk === sk)
      .reduce<Record<string, unknown>>((sum, item) => {
        for (const [field, value] of Object.entries(item)) {
          if (typeof value === 'number') sum[field] = Number(sum[field] ?? 0) + value;
        }
        return sum;
      }, {});
  const totals = find(DEAL_TOTALS_SK);
  const n = (item: Record<string, unknown>, field: string) => Number(item[field] ?? 0);
  const byStage = (prefix: string) =>
    Object.fromEntries(DEAL_STAGES.map((s) => [s, n(totals, `${prefix}_${s}`)])) as Record<
      DealStage,
      number
    >;
  const monthItem = find(dealMonthSk(month));
  return {
    stageCounts: byStage('count'),
    stageCents: byStage('cents'),
    weighted: n(totals, 'weighted'),
    month: Object.fromEntries(
      Object.entries(monthItem).filter(([, v]) => typeof v === 'number'),
    ) as Record<string, number>,
    quarterWeighted: n(find(dealQuarterSk(quarter)), 'weighted'),
  };
};
