import { todayIn } from '@salesflow/shared/dates/calendar-date';
import { dealReportDeltas } from '@salesflow/shared/reports/report-counters';
import { monthKey } from '../../platform/data/month-key';
import type { CounterAdd } from '../../platform/projections/counter-fold';
import {
  changedAt,
  countedFromStream,
  type StreamChange,
} from '../../platform/projections/stream-change';
import { type DealRecord, dealCounterKey, fromDealItem, holderCounterKey } from './deal.entity';
import {
  type DealFigures,
  dealCounterDeltas,
  dealDayDeltas,
  dealDaySk,
  dealMonthSk,
} from './deal-counters';
import { dealShareOf } from './deal-trail';

/**
 * The deals' counters, kept from the table's stream instead of in each deal's transaction (the
 * counters projector, functions/src/counters.projector.ts, folds a batch into one guarded ADD per
 * key: platform/projections/counter-fold.ts). Every deal change used to write the organization's
 * totals, month and quarter items in its own transaction: with a team moving deals at once, those
 * items were in every transaction, and on DynamoDB two transactions on one item cancel each other.
 * What is kept here, all in the organization's statistics partition:
 * - the totals by stage, the month's net changes and the quarter's forecast (deal-counters.ts),
 *   the organization's and each holder's (a deal handed to another holder takes its totals and
 *   forecast along, while each month's events stay with who held it then);
 * - the day's deals moved and won (the daily report);
 * - the report items (shared/src/reports/report-counters.ts).
 * The month and day of a change are the organization's (its time zone), at the change's own stamp.
 */

/** One counter key and what a change adds to it. */
export interface DealCounterAdd {
  key: { pk: string; sk: string };
  deltas: Record<string, number>;
}

export const figuresOf = (deal: DealRecord): DealFigures => ({
  stage: deal.stage,
  valueCents: deal.valueCents,
  probability: deal.probability,
  wonMonth: deal.wonMonth,
  expectedCloseDate: deal.expectedCloseDate,
});

const nonZero = (deltas: Record<string, number>) =>
  Object.fromEntries(Object.entries(deltas).filter(([, value]) => value !== 0));

const deltaAdds = (
  key: (sk: string) => { pk: string; sk: string },
  month: string,
  before: DealRecord | null,
  after: DealRecord | null,
  keep: (sk: string) => boolean = () => true,
): DealCounterAdd[] =>
  [...dealCounterDeltas(month, before && figuresOf(before), after && figuresOf(after))]
    .filter(([sk]) => keep(sk))
    .map(([sk, deltas]) => ({ key: key(sk), deltas }));

/** The organization's counters and its holders'. */
const counterAdds = (
  organizationId: string,
  month: string,
  before: DealRecord | null,
  after: DealRecord | null,
): DealCounterAdd[] => {
  const holderKey = (holder: string) => (sk: string) =>
    holderCounterKey(organizationId, holder, sk);
  const notMonth = (sk: string) => !sk.startsWith(dealMonthSk(''));
  const was = before?.holder;
  const is = after?.holder;
  const holders =
    was === is
      ? was === undefined
        ? []
        : deltaAdds(holderKey(was), month, before, after)
      : [
          ...(was === undefined
            ? []
            : deltaAdds(holderKey(was), month, before, null, after ? notMonth : undefined)),
          ...(is === undefined
            ? []
            : deltaAdds(holderKey(is), month, null, after, before ? notMonth : undefined)),
        ];
  return [
    ...deltaAdds((sk) => dealCounterKey(organizationId, sk), month, before, after),
    ...holders,
  ];
};

/**
 * What a deal going from `before` to `after` (null: absent) adds to the counters, `month` and
 * `day` being the organization's month and calendar day of the change. Pure: its unit tests give
 * it plain deals.
 */
export const dealCounterAdds = (
  before: DealRecord | null,
  after: DealRecord | null,
  month: string,
  day: string,
): DealCounterAdd[] => {
  const deal = after ?? before;
  if (!deal) return [];
  const organizationId = deal.organizationId;
  const stats = (sk: string) => dealCounterKey(organizationId, sk);
  const adds: DealCounterAdd[] = [
    ...counterAdds(organizationId, month, before, after),
    { key: stats(dealDaySk(day)), deltas: dealDayDeltas(before, after) },
    ...[...dealReportDeltas(before && dealShareOf(before), after && dealShareOf(after), day)].map(
      ([sk, deltas]) => ({ key: stats(sk), deltas }),
    ),
  ];
  return adds.flatMap((add) => {
    const deltas = nonZero(add.deltas);
    return Object.keys(deltas).length ? [{ key: add.key, deltas }] : [];
  });
};

const dealOf = (image: Record<string, unknown> | null) =>
  image?.type === 'deal' ? fromDealItem(image) : null;

/**
 * Every deal counter add of a batch, in its order; `timezoneOf` gives each organization's, and
 * `erasedSince` when its erasure began (null: none). A deal that existed then and is deleted is
 * the erasure's: it counts nothing (the erasure deletes the counters with the deals). Only marked
 * changes count (`countedFromStream`): those before were counted by their own transaction.
 */
export const dealBatchAdds = (
  changes: readonly StreamChange[],
  timezoneOf: (organizationId: string) => string,
  erasedSince: (organizationId: string) => string | null = () => null,
): CounterAdd[] =>
  changes.flatMap((change, index) => {
    if (!countedFromStream(change)) return [];
    const before = dealOf(change.before);
    const after = dealOf(change.after);
    const deal = after ?? before;
    if (!deal) return [];
    const erased = erasedSince(deal.organizationId);
    if (before && !after && erased !== null && before.createdAt <= erased) return [];
    const timezone = timezoneOf(deal.organizationId);
    const at = new Date(changedAt(change));
    return dealCounterAdds(before, after, monthKey(at, timezone), todayIn(timezone, at)).map(
      (add) => ({
        ...add,
        // The deal's own partition: the counters' lane (counter-fold.ts, "What a lane is").
        lane: String((change.after ?? change.before)?.pk ?? ''),
        seq: change.seq,
        index,
        // A month's net change may start below zero (a deletion before any creation that month).
        mustExist: !add.key.sk.startsWith(dealMonthSk('')),
      }),
    );
  });

/** When a deal change was written, to the ms (the projection's lag): its own stamp. */
export const dealWrittenAt = (change: StreamChange): number | undefined => {
  if ((change.after ?? change.before)?.type !== 'deal') return undefined;
  const after = change.after?.updatedAt;
  return typeof after === 'string' && after !== change.before?.updatedAt
    ? Date.parse(after)
    : undefined;
};
