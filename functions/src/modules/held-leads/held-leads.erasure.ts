import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';

/** Leads held while the plan is full (held-leads.repository.ts): one partition. */
export const heldLeadsErasure: ErasureDeclaration = {
  module: 'held-leads',
  partitions: [{ pattern: 'ORG#<org>#HELD', of: (org) => [`ORG#${org}#HELD`] }],
};
