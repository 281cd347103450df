import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import {
  HOLDER_STATS_PARTITION,
  ORGANIZATION_STATS_PARTITION,
} from '../../platform/data/shared-partitions';
import {
  DEALS_PARTITION,
  dealPartitions,
  fromDealItem,
  HELD_DEALS_PARTITION,
  toHeldDealItem,
} from './deal.entity';
import { DEAL_LIST_PARTITIONS, dealListRows } from './deal-list.entity';

/**
 * What deals write for an organization (deal.entity.ts): the deals in their shards, the
 * organization's statistics partition (deal counters; AI call usage counters sit there too), and
 * for each deal its entry among its holder's deals, its list rows and its holder's counters.
 */
export const dealsErasure: ErasureDeclaration = {
  module: 'deals',
  partitions: [
    { pattern: DEALS_PARTITION.pattern, of: dealPartitions },
    organizationPartition(ORGANIZATION_STATS_PARTITION),
  ],
  derived: [
    {
      pattern: HELD_DEALS_PARTITION.pattern,
      from: (item) => {
        if (item.type !== 'deal') return {};
        const { pk, sk } = toHeldDealItem(fromDealItem(item));
        return { items: [{ pk, sk }] };
      },
    },
    // The deals' list index rows (the deal-items projector's), one shape per facet.
    ...Object.entries(DEAL_LIST_PARTITIONS).map(([kind, shape]) => ({
      pattern: shape.pattern,
      from: (item: Record<string, unknown>) =>
        item.type === 'deal'
          ? {
              items: dealListRows(fromDealItem(item))
                .filter((row) => row.facet === kind)
                .map(({ pk, sk }) => ({ pk, sk })),
            }
          : {},
    })),
    {
      pattern: HOLDER_STATS_PARTITION.pattern,
      from: (item, org) =>
        item.type === 'deal' && typeof item.holder === 'string'
          ? { partitions: [HOLDER_STATS_PARTITION.key(org, item.holder)] }
          : {},
    },
  ],
};
