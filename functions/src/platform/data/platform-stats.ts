import { keyShape } from './key-shape';
import { shardOf } from './shards';

/**
 * The platform's own counters, for the operators' admin dashboard: totals (accounts, plans,
 * statuses, MRR, payments) and one item per UTC day and month (signups, subscriptions started and
 * ended, revenue) in `PLATFORM#STATS`, moved by the account-figures worker; AI calls per day and
 * month in 8 partitions chosen by organization (calls are many, from every organization at once),
 * added by the write that shows a real call placed, on the UTC day it was dialled (demo calls and
 * calls never placed are no AI calls: shared/src/metrics/figure-definitions.ts).
 */
export const PLATFORM_STATS_PARTITION = keyShape('PLATFORM#STATS');
export const PLATFORM_STATS_PK = PLATFORM_STATS_PARTITION.key();
export const platformTotalsKey = () => ({ pk: PLATFORM_STATS_PK, sk: 'TOTALS' });
export const platformDaySk = (day: string) => `D#${day}`;
export const platformMonthSk = (month: string) => `M#${month}`;

export const PLATFORM_CALL_SHARDS = 8;
export const PLATFORM_CALLS_PARTITION = keyShape('PLATFORM#CALLS#<shard>');
export const platformCallsPk = (shard: number) => PLATFORM_CALLS_PARTITION.key(String(shard));
export const platformCallsPkOf = (organizationId: string) =>
  platformCallsPk(shardOf(organizationId, PLATFORM_CALL_SHARDS));
