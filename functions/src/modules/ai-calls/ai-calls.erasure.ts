import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import {
  AUTO_RUN_PARTITION,
  CALLS_PARTITION,
  HELD_CALLS_PARTITION,
  RELAY_CONNECTION_PARTITION,
  toHeldCallItem,
} from './ai-call.entity';
import { CHOSEN_CALLS_PARTITION } from './auto-calling/chosen-leads.entity';

/**
 * What AI calls write for an organization (ai-call.entity.ts): its calls and call lines in one
 * partition, an auto-run's state, the leads chosen for auto-calling, and each call's entry among its holder's calls (written from the
 * table's stream: call-counters.projection.ts). (Usage counters and the calls' report items sit in
 * `ORG#<org>#STATS`, which deals declare; the calls a call logged count in its contact's partition,
 * the contacts'; relay connections go by their TTL.)
 */
export const aiCallsErasure: ErasureDeclaration = {
  module: 'ai-calls',
  partitions: [
    organizationPartition(CALLS_PARTITION),
    organizationPartition(AUTO_RUN_PARTITION),
    organizationPartition(CHOSEN_CALLS_PARTITION),
  ],
  derived: [
    {
      pattern: HELD_CALLS_PARTITION.pattern,
      from: (item, org) => {
        if (item.type !== 'aiCall' || typeof item.holder !== 'string') return {};
        const { pk, sk } = toHeldCallItem({
          organizationId: org,
          holder: item.holder,
          id: String(item.id),
        });
        return { items: [{ pk, sk }] };
      },
    },
  ],
  left: [
    {
      pattern: RELAY_CONNECTION_PARTITION.pattern,
      why: 'a live call’s socket connection, gone by its TTL within a day',
    },
  ],
};
