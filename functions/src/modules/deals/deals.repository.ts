import { DEAL_STAGES, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { dealReportDeltas } from '@salesflow/shared/reports/report-counters';
import { batchGetItems } from '../../platform/data/batch';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { readAll, readItem, readPage } from '../../platform/data/read';
import { queryShardedMerged } from '../../platform/data/sharded-query';
import { INDEXES } from '../../platform/data/table-definition';
import {
  addWrite,
  commit,
  deleteWrite,
  putWrite,
  type Write,
} from '../../platform/data/unit-of-work';
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
  toHeldDealItem,
} from './deal.entity';
import {
  DEAL_TOTALS_SK,
  type DealFigures,
  dealCounterDeltas,
  dealDayDeltas,
  dealDaySk,
  dealMonthSk,
  dealQuarterSk,
} from './deal-counters';
import { dealShareOf } from './deal-trail';

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

export const figuresOf = (deal: DealRecord): DealFigures => ({
  stage: deal.stage,
  valueCents: deal.valueCents,
  probability: deal.probability,
  wonMonth: deal.wonMonth,
  expectedCloseDate: deal.expectedCloseDate,
});

const deltaWrites = (
  key: (sk: string) => Record<string, unknown>,
  month: string,
  before: DealRecord | null,
  after: DealRecord | null,
  keep: (sk: string) => boolean = () => true,
): Write[] =>
  [...dealCounterDeltas(month, before && figuresOf(before), after && figuresOf(after))]
    .filter(([sk]) => keep(sk))
    .flatMap(([sk, deltas]) => addWrite(key(sk), deltas));

/**
 * The organization's counters, and its holders': a deal handed to another holder takes its
 * totals and forecast along, while each month's events stay with who held it then.
 */
const counterWrites = (
  organizationId: string,
  month: string,
  before: DealRecord | null,
  after: DealRecord | null,
): Write[] => {
  const holderKey = (holder: string) => (sk: string) =>
    holderCounterKey(organizationId, holder, sk);
  const notMonth = (sk: string) => !sk.startsWith(dealMonthSk(''));
  const was = before?.holder;
  const is = after?.holder;
  const holders =
    was === is
      ? was === undefined
        ? []
        : deltaWrites(holderKey(was), month, before, after)
      : [
          ...(was === undefined
            ? []
            : deltaWrites(holderKey(was), month, before, null, after ? notMonth : undefined)),
          ...(is === undefined
            ? []
            : deltaWrites(holderKey(is), month, null, after, before ? notMonth : undefined)),
        ];
  return [
    ...deltaWrites((sk) => dealCounterKey(organizationId, sk), month, before, after),
    ...holders,
  ];
};

/** The deal's entry among its holder's deals: moved with the holder, rewritten with the deal. */
const heldWrites = (before: DealRecord | null, after: DealRecord | null): Write[] => {
  const old = before ? toHeldDealItem(before) : null;
  const next = after ? toHeldDealItem(after) : null;
  return [
    ...(old && old.pk !== next?.pk ? [deleteWrite({ pk: old.pk, sk: old.sk })] : []),
    ...(next ? [putWrite(next)] : []),
  ];
};

/** The day's moves and wins (`day`: the organization's calendar day), for the daily report. */
const dayWrites = (
  organizationId: string,
  day: string,
  before: DealRecord | null,
  after: DealRecord | null,
): Write[] =>
  addWrite(dealCounterKey(organizationId, dealDaySk(day)), dealDayDeltas(before, after));

/** The report counters (reports/report-counters.ts) in the statistics partition. */
const reportWrites = (
  organizationId: string,
  before: DealRecord | null,
  after: DealRecord | null,
  today: string,
): Write[] =>
  [...dealReportDeltas(before && dealShareOf(before), after && dealShareOf(after), today)].flatMap(
    ([sk, deltas]) => addWrite(dealCounterKey(organizationId, sk), deltas),
  );

export const dealInsertWrites = (deal: DealRecord, month: string, day: string): Write[] => [
  putWrite(toDealItem(deal), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This deal already exists'),
  }),
  ...counterWrites(deal.organizationId, month, null, deal),
  ...heldWrites(null, deal),
  ...dayWrites(deal.organizationId, day, null, deal),
  ...reportWrites(deal.organizationId, null, deal, day),
];

export const dealReplaceWrites = (
  previous: DealRecord,
  next: DealRecord,
  month: string,
  day: string,
): Write[] => [
  putWrite(toDealItem(next), unchangedSince(previous)),
  ...counterWrites(next.organizationId, month, previous, next),
  ...heldWrites(previous, next),
  ...dayWrites(next.organizationId, day, previous, next),
  ...reportWrites(next.organizationId, previous, next, day),
];

export const dealRemoveWrites = (deal: DealRecord, month: string): Write[] => [
  deleteWrite(dealKey(deal.organizationId, deal.id), unchangedSince(deal)),
  ...counterWrites(deal.organizationId, month, deal, null),
  ...heldWrites(deal, null),
  ...reportWrites(deal.organizationId, deal, null, ''),
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
  options: { limit: number; cursor?: string; search?: string; stage?: DealStage },
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
  options: { limit: number; cursor?: string; search?: string; stage?: DealStage },
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
 */
export const followContactWrite = async (previous: DealRecord, next: DealRecord, month: string) => {
  try {
    await commit([
      putWrite(toDealItem(next), {
        expression: 'contactId = :contact AND updatedAt = :was',
        values: { ':contact': previous.contactId, ':was': previous.updatedAt },
        error: () => new DealChangedError(),
      }),
      ...counterWrites(next.organizationId, month, previous, next),
      ...heldWrites(previous, next),
      // Its contact changed holder or went: the stage stays, so no day of an event is needed.
      ...reportWrites(next.organizationId, previous, next, ''),
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
