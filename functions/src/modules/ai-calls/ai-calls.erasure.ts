import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { callPartition, heldCallsPartition } from './ai-call.entity';

/**
 * What AI calls write for an organization (ai-call.entity.ts): its calls and call lines in one
 * partition, an auto-run's state, and each call's entry among its holder's calls (written from the
 * table's stream: call-counters.projection.ts). (Usage counters and the calls' report items sit in
 * `ORG#<org>#STATS`, which deals declare; the calls a call logged count in its contact's partition,
 * the contacts'; relay connections go by their TTL.)
 */
export const aiCallsErasure: ErasureDeclaration = {
  module: 'ai-calls',
  partitions: [
    { pattern: 'ORG#<org>#CALLS', of: (org) => [callPartition(org)] },
    { pattern: 'ORG#<org>#AUTORUN', of: (org) => [`ORG#${org}#AUTORUN`] },
  ],
  derived: [
    {
      pattern: 'ORG#<org>#HELDCALLS#<holder>',
      from: (item, org) =>
        item.type === 'aiCall' && typeof item.holder === 'string'
          ? { items: [{ pk: heldCallsPartition(org, item.holder), sk: `CALL#${String(item.id)}` }] }
          : {},
    },
  ],
  left: [
    {
      pattern: 'RELAYCONN#<connection>',
      why: 'a live call’s socket connection, gone by its TTL within a day',
    },
  ],
};
