import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { dealPartitions, fromDealItem, toHeldDealItem } from './deal.entity';

/**
 * What deals write for an organization (deal.entity.ts): the deals in their shards, the
 * organization's statistics partition (deal counters; AI call usage counters sit there too), and
 * for each deal its entry among its holder's deals and its holder's counters.
 */
export const dealsErasure: ErasureDeclaration = {
  module: 'deals',
  partitions: [
    { pattern: 'ORG#<org>#DEALS#<shard>', of: dealPartitions },
    { pattern: 'ORG#<org>#STATS', of: (org) => [`ORG#${org}#STATS`] },
  ],
  derived: [
    {
      pattern: 'ORG#<org>#HELDDEALS#<holder>#<shard>',
      from: (item) => {
        if (item.type !== 'deal') return {};
        const { pk, sk } = toHeldDealItem(fromDealItem(item));
        return { items: [{ pk, sk }] };
      },
    },
    {
      pattern: 'ORG#<org>#STATS#HOLDER#<holder>',
      from: (item, org) =>
        item.type === 'deal' && typeof item.holder === 'string'
          ? { partitions: [`ORG#${org}#STATS#HOLDER#${item.holder}`] }
          : {},
    },
  ],
};
