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
}

const dealDeltas = (deal: DealFigures | null, sign: 1 | -1) => {
  const totals: Deltas = {};
  const month: Partial<MonthDelta> = {};
  if (!deal) return { totals, month };
  totals[`count_${deal.stage}`] = sign;
  totals[`cents_${deal.stage}`] = sign * deal.valueCents;
  if (isActiveStage(deal.stage)) {
    const weighted = sign * deal.valueCents * deal.probability;
    totals.weighted = weighted;
    Object.assign(month, { activeCount: sign, activeCents: sign * deal.valueCents, weighted });
  }
  if (deal.stage === 'won')
    Object.assign(month, { wonCount: sign, wonCents: sign * deal.valueCents });
  if (deal.stage === 'lost') Object.assign(month, { lostCount: sign });
  return { totals, month: month as Deltas };
};

const sum = (a: Deltas, b: Deltas): Deltas => {
  const out: Deltas = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
};

/** A deal is created (before null), changed, or deleted (after null). */
export const dealStatsWrites = (
  organizationId: string,
  month: string,
  before: DealFigures | null,
  after: DealFigures | null,
): TransactItems => {
  const out = dealDeltas(before, -1);
  const into = dealDeltas(after, 1);
  return compact([
    addUpdate(dealStatsKey(organizationId), sum(out.totals, into.totals)),
    addUpdate(dealMonthKey(organizationId, month), sum(out.month, into.month)),
  ]);
};

export const STAGE_COUNT_FIELDS = DEAL_STAGES.map((s) => `count_${s}`);
