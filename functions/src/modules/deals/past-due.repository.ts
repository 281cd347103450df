import type { DealStage } from '@salesflow/shared/deals/deal.schema';
import type { PastDueDeals } from '@salesflow/shared/metrics/follow-ups';
import { batchGetItems } from '../../platform/data/batch';
import { countBefore } from '../../platform/data/bounded-count';
import { decodeCursor, encodeCursor } from '../../platform/data/cursor';
import { type RangeFilter, readPage } from '../../platform/data/read';
import {
  DUE_INDEX,
  dealKey,
  dealListFilter,
  dueIndexKey,
  fromDealItem,
  heldDueIndexKey,
} from './deal.entity';

/**
 * Open deals past their expected close date, from the due index (gsi3): the deals list's
 * `due=past` view and the dashboard's count of them, both bounded reads.
 */
/** The deals list's filter, as the paging helper takes it. */
const rangeFilter = (options: {
  search?: string;
  stage?: readonly DealStage[] | undefined;
}): RangeFilter | undefined => {
  const filter = dealListFilter(options);
  return filter
    ? {
        expression: filter.FilterExpression,
        names: filter.ExpressionAttributeNames,
        values: filter.ExpressionAttributeValues,
      }
    : undefined;
};

const isDueSortKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length < 100 && /^\d{4}-\d{2}-\d{2}#[0-9A-Za-z]+$/.test(value);

/**
 * Open deals expected to close before `today`, most overdue first, from the due index: a page
 * reads `limit` entries of it (fewer come back when a search or stage filters some out).
 */
export const listPastDuePage = async (
  organizationId: string,
  today: string,
  options: {
    limit: number;
    cursor?: string | undefined;
    search?: string | undefined;
    stage?: readonly DealStage[] | undefined;
  },
) => {
  const index = DUE_INDEX;
  const pk = dueIndexKey(organizationId);
  const scope = `deals-due|${organizationId}|past|${options.stage ?? ''}|${options.search ?? ''}`;
  const from = options.cursor ? decodeCursor(options.cursor, scope, isDueSortKey) : undefined;
  // A cursor issued before the organization's time zone moved today back has nothing left.
  if (from && from >= today) return { items: [], nextCursor: null };
  const out = await readPage({
    pk,
    index,
    below: today,
    filter: rangeFilter(options),
    limit: options.limit,
    cursor: from
      ? {
          [index.partitionKey]: pk,
          [index.sortKey]: from,
          ...dealKey(organizationId, from.slice(from.indexOf('#') + 1)),
        }
      : null,
  });
  const last = out.next?.[index.sortKey];
  return {
    items: out.items.map(fromDealItem),
    nextCursor: typeof last === 'string' ? encodeCursor(last, scope) : null,
  };
};

/**
 * The same for some holders' deals (a member who sees only their own leads): each holder's due
 * index read from after the cursor, merged by due date. Their sort keys are the deals' own, so the
 * last one answered is the cursor for all of them. The deals are then read whole.
 */
export const listHeldPastDuePage = async (
  organizationId: string,
  today: string,
  holders: readonly string[],
  options: {
    limit: number;
    cursor?: string | undefined;
    search?: string | undefined;
    stage?: readonly DealStage[] | undefined;
  },
) => {
  const index = DUE_INDEX;
  const scope = `deals-due-held|${organizationId}|${holders.join(',')}|${options.stage ?? ''}|${
    options.search ?? ''
  }`;
  const from = options.cursor ? decodeCursor(options.cursor, scope, isDueSortKey) : undefined;
  if (from && from >= today) return { items: [], nextCursor: null };
  const filter = rangeFilter(options);
  const reads = await Promise.all(
    holders.map(async (holder) => {
      const out = await readPage({
        pk: heldDueIndexKey(organizationId, holder),
        index,
        // BETWEEN is inclusive: the key just after the cursor, and below today's first key.
        between: [from ? `${from}\u0000` : '0', today],
        filter,
        limit: options.limit,
      });
      const last = out.next?.[index.sortKey];
      return { items: out.items, last: typeof last === 'string' ? last : undefined };
    }),
  );
  const sortKey = (item: Record<string, unknown>) => String(item[index.sortKey]);
  const merged = reads
    .flatMap((read) => read.items)
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
  // Past where a partition that has more stopped reading, an entry of it may be missing: the
  // page ends there (its filter may have refused all it read; the cursor then moves past that).
  const stops = reads.flatMap((read) => (read.last ? [read.last] : [])).sort();
  const horizon = stops[0];
  const page = merged
    .filter((item) => horizon === undefined || sortKey(item) <= horizon)
    .slice(0, options.limit);
  const last = page.at(-1);
  const more = page.length < merged.length || horizon !== undefined;
  const cursorKey = last && (page.length < merged.length || !horizon) ? sortKey(last) : horizon;
  const ids = page.map((item) => String(item.dealId));
  const found = await batchGetItems(ids.map((id) => dealKey(organizationId, id)));
  const byId = new Map(found.map((item) => [String(item.id), fromDealItem(item)]));
  return {
    items: ids.flatMap((id) => {
      const deal = byId.get(id);
      return deal && holders.includes(deal.holder) ? [deal] : [];
    }),
    nextCursor: more && cursorKey ? encodeCursor(cursorKey, scope) : null,
  };
};

/**
 * How many open deals are past their close date (up to `cap`), and the most overdue one; with
 * `holders`, of their deals only.
 */
export const readPastDue = async (
  organizationId: string,
  today: string,
  cap: number,
  holders?: readonly string[],
): Promise<PastDueDeals> => {
  const { count, more, first } = await countBefore({
    index: DUE_INDEX,
    partitions: holders
      ? holders.map((holder) => heldDueIndexKey(organizationId, holder))
      : [dueIndexKey(organizationId)],
    before: today,
    cap,
    attributes: ['id', 'title', 'expectedCloseDate'],
  });
  return {
    count,
    more,
    mostOverdue: first
      ? {
          id: String(first.id),
          title: String(first.title),
          expectedCloseDate: String(first.expectedCloseDate),
        }
      : null,
  };
};
