import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { DEAL_STAGES, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { emptyMonth, type OrgStats } from '@salesflow/shared/metrics/org-stats';
import { db, tableName } from '../../platform/data/dynamo-client';
import { allShards } from '../../platform/data/shards';
import { contactPartition } from '../contacts/contact.entity';
import {
  contactShardCounterKey,
  contactShardMonthKey,
  dealMonthKey,
  dealStatsKey,
} from './stats.entity';

const batchGet = async (keys: Record<string, string>[]) => {
  const items: Record<string, unknown>[] = [];
  let pending: Record<string, unknown>[] = keys;
  for (let attempt = 0; pending.length && attempt < 6; attempt += 1) {
    const out = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
    );
    items.push(...(out.Responses?.[tableName()] ?? []));
    pending = out.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  if (pending.length) throw new Error('Could not read all counters');
  return items;
};

const n = (item: Record<string, unknown> | undefined, field: string) => Number(item?.[field] ?? 0);

/** 18 item reads, whatever the number of contacts and deals. */
export const readOrgStats = async (organizationId: string, month: string): Promise<OrgStats> => {
  const partitions = allShards().map((s) => contactPartition(organizationId, s));
  const keys = [
    ...partitions.map(contactShardCounterKey),
    ...partitions.map((p) => contactShardMonthKey(p, month)),
    dealStatsKey(organizationId),
    dealMonthKey(organizationId, month),
  ];
  const items = await batchGet(keys);
  const find = (key: { pk: string; sk: string }) =>
    items.find((i) => i.pk === key.pk && i.sk === key.sk);
  const counters = partitions.map((p) => find(contactShardCounterKey(p)));
  const months = partitions.map((p) => find(contactShardMonthKey(p, month)));
  const deals = find(dealStatsKey(organizationId));
  const dealMonth = find(dealMonthKey(organizationId, month));
  const byStage = (prefix: string) =>
    Object.fromEntries(DEAL_STAGES.map((s) => [s, n(deals, `${prefix}_${s}`)])) as Record<
      DealStage,
      number
    >;
  const thisMonth = emptyMonth();
  for (const field of Object.keys(thisMonth) as (keyof typeof thisMonth)[]) {
    thisMonth[field] = n(dealMonth, field);
  }
  thisMonth.contacts = months.reduce((a, m) => a + n(m, 'contacts'), 0);
  thisMonth.qualified = months.reduce((a, m) => a + n(m, 'qualified'), 0);
  return {
    contacts: counters.reduce((a, c) => a + n(c, 'contacts'), 0),
    qualified: counters.reduce((a, c) => a + n(c, 'qualified'), 0),
    stageCounts: byStage('count'),
    stageCents: byStage('cents'),
    weighted: n(deals, 'weighted'),
    thisMonth,
  };
};
