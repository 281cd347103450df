import { type DealStage, isActiveStage } from '@salesflow/shared/deals/deal.schema';
import type { MonthDelta } from '@salesflow/shared/metrics/org-stats';

/**
 * Deal counters behind the dashboard, insights and analytics, kept in the same transaction as the
 * deal: totals by stage, one item per month (the organization's time zone) with the month's net
 * changes, and one item per quarter of expected close dates for the quarter's forecast.
 */
export const DEAL_TOTALS_SK = 'DEALS';
export const dealMonthSk = (month: string) => `DEALMONTH#${month}`;
export const dealQuarterSk = (quarter: string) => `DEALQUARTER#${quarter}`;

/** One item per day (the organization's calendar day): the daily report's deals moved and won. */
export const dealDaySk = (day: string) => `DEALDAY#${day}`;

/**
 * What a change adds to its day's item: a stage move of an existing deal, and a deal won (moved to
 * won, or created won). Only ever added to: a deal won and then reopened was still won that day.
 */
export const dealDayDeltas = (
  before: { stage: DealStage } | null,
  after: { stage: DealStage } | null,
): Deltas => ({
  moved: before && after && before.stage !== after.stage ? 1 : 0,
  won: after?.stage === 'won' && before?.stage !== 'won' ? 1 : 0,
});

/** "2026-Q4" for a date "2026-11-23". */
export const quarterOf = (date: string): string =>
  `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

export interface DealFigures {
  stage: DealStage;
  valueCents: number;
  probability: number;
  /** For a won deal, the month it was won in (the organization's time zone); else null. */
  wonMonth: string | null;
  expectedCloseDate: string | null;
}

export type Deltas = Record<string, number>;

const add = (items: Map<string, Deltas>, sk: string, deltas: Partial<Record<string, number>>) => {
  const current = items.get(sk) ?? {};
  for (const [field, value] of Object.entries(deltas)) {
    if (value !== undefined) current[field] = (current[field] ?? 0) + value;
  }
  items.set(sk, current);
};

/**
 * A deal's share of the counters, added (sign 1) or taken away (-1). The totals and this month's
 * net changes follow the deal; `wonInCents` stays on the month the deal was won in, so "Won This
 * Month" counts the deals won this month that are still won, and never goes below zero.
 */
const share = (
  items: Map<string, Deltas>,
  deal: DealFigures | null,
  sign: 1 | -1,
  month: string,
) => {
  if (!deal) return;
  add(items, DEAL_TOTALS_SK, {
    [`count_${deal.stage}`]: sign,
    [`cents_${deal.stage}`]: sign * deal.valueCents,
  });
  const net: Partial<MonthDelta> = {};
  if (isActiveStage(deal.stage)) {
    const weighted = sign * deal.valueCents * deal.probability;
    add(items, DEAL_TOTALS_SK, { weighted });
    Object.assign(net, { activeCount: sign, activeCents: sign * deal.valueCents, weighted });
    if (deal.expectedCloseDate) {
      add(items, dealQuarterSk(quarterOf(deal.expectedCloseDate)), { weighted, count: sign });
    }
  }
  if (deal.stage === 'won') {
    Object.assign(net, { wonCount: sign, wonCents: sign * deal.valueCents });
    if (deal.wonMonth)
      add(items, dealMonthSk(deal.wonMonth), { wonInCents: sign * deal.valueCents });
  }
  if (deal.stage === 'lost') Object.assign(net, { lostCount: sign });
  add(items, dealMonthSk(month), net);
};

/**
 * What a deal's creation (before null), change or deletion (after null) adds to each counter
 * item, by sort key. One entry per item (a transaction may not touch an item twice), zeros out.
 */
export const dealCounterDeltas = (
  month: string,
  before: DealFigures | null,
  after: DealFigures | null,
): Map<string, Deltas> => {
  const items = new Map<string, Deltas>();
  share(items, before, -1, month);
  share(items, after, 1, month);
  for (const [sk, deltas] of items) {
    const nonZero = Object.entries(deltas).filter(([, v]) => v !== 0);
    if (nonZero.length) items.set(sk, Object.fromEntries(nonZero));
    else items.delete(sk);
  }
  return items;
};
