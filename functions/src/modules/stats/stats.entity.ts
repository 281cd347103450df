import { DEAL_STAGES, type DealStage, isActiveStage } from '@salesflow/shared/deals/deal.schema';
import { isQualified, type MonthDelta } from '@salesflow/shared/metrics/org-stats';
import { tableName } from '../../platform/data/dynamo-client';
import type { TransactItems } from '../../platform/data/transactions';

/**
 * Counters behind the dashboard, insights and analytics, kept in the same transaction as the
 * record they count. Contact counters live in each contact partition (writes there can be a
 * burst); deal counters in one item per organization, plus one item per month for the changes.
 */
export const contactShardCounterKey = (contactPartition: string) => ({
  pk: contactPartition,
  sk: 'COUNTER',
});
export const contactShardMonthKey = (contactPartition: string, month: string) => ({
  pk: contactPartition,
  sk: `MONTH#${month}`,
});
export const dealStatsKey = (organizationId: string) => ({
  pk: `ORG#${organizationId}#STATS`,
  sk: 'DEALS',
});
export const dealMonthKey = (organizationId: string, month: string) => ({
  pk: `ORG#${organizationId}#STATS`,
  sk: `DEALMONTH#${month}`,
});

type Deltas = Record<string, number>;

const addUpdate = (key: Record<string, string>, deltas: Deltas): TransactItems[number] | null => {
  const entries = Object.entries(deltas).filter(([, v]) => v !== 0);
  if (!entries.length) return null;
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${entries.map((_, i) => `#a${i} :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    },
  };
};

const compact = (items: (TransactItems[number] | null)[]): TransactItems =>
  items.filter((i): i is TransactItems[number] => i !== null);

/** A contact appears (+1), disappears (-1) or changes score: the counter and month items. */
export const contactStatsWrites = (
  contactPartition: string,
  month: string,
  before: { score: number } | null,
  after: { score: number } | null,
): TransactItems => {
  const deltas = {
    contacts: (after ? 1 : 0) - (before ? 1 : 0),
    qualified:
      (after && isQualified(after.score) ? 1 : 0) - (before && isQualified(before.score) ? 1 : 0),
  };
  return compact([
    addUpdate(contactShardCounterKey(contactPartition), deltas),
    addUpdate(contactShardMonthKey(contactPartition, month), deltas),
  ]);
};

export interface DealFigures {
  stage: DealStage;
  valueCents: number;
  probability: number;
  /** For a won deal, the month it was won in (the organization's time zone); else null. */
  wonMonth: string | null;
}

/** Month item deltas, by month. */
type MonthDeltas = Map<string, Deltas>;

const addTo = (months: MonthDeltas, month: string, deltas: Deltas) => {
  const current = months.get(month) ?? {};
  for (const [k, v] of Object.entries(deltas)) current[k] = (current[k] ?? 0) + v;
  months.set(month, current);
};

/**
 * A deal's share of the counters, added (sign 1) or taken away (-1). The totals and this month's
 * net changes follow the deal; `wonInCents` is kept on the month the deal was won in, so "Won
 * This Month" counts the deals won this month that are still won, and never goes below zero.
 */
const dealDeltas = (
  deal: DealFigures | null,
  sign: 1 | -1,
  month: string,
  totals: Deltas,
  months: MonthDeltas,
) => {
  if (!deal) return;
  const add = (into: Deltas, field: string, value: number) => {
    into[field] = (into[field] ?? 0) + value;
  };
  add(totals, `count_${deal.stage}`, sign);
  add(totals, `cents_${deal.stage}`, sign * deal.valueCents);
  const net: Partial<MonthDelta> = {};
  if (isActiveStage(deal.stage)) {
    const weighted = sign * deal.valueCents * deal.probability;
    add(totals, 'weighted', weighted);
    Object.assign(net, { activeCount: sign, activeCents: sign * deal.valueCents, weighted });
  }
  if (deal.stage === 'won') {
    Object.assign(net, { wonCount: sign, wonCents: sign * deal.valueCents });
    if (deal.wonMonth) addTo(months, deal.wonMonth, { wonInCents: sign * deal.valueCents });
  }
  if (deal.stage === 'lost') Object.assign(net, { lostCount: sign });
  addTo(months, month, net as Deltas);
};

/** A deal is created (before null), changed, or deleted (after null). */
export const dealStatsWrites = (
  organizationId: string,
  month: string,
  before: DealFigures | null,
  after: DealFigures | null,
): TransactItems => {
  const totals: Deltas = {};
  const months: MonthDeltas = new Map();
  dealDeltas(before, -1, month, totals, months);
  dealDeltas(after, 1, month, totals, months);
  return compact([
    addUpdate(dealStatsKey(organizationId), totals),
    ...[...months].map(([m, deltas]) => addUpdate(dealMonthKey(organizationId, m), deltas)),
  ]);
};

export const STAGE_COUNT_FIELDS = DEAL_STAGES.map((s) => `count_${s}`);
