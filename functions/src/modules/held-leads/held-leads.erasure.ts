import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { HELD_LEADS_PARTITION } from './held-lead.entity';

/** Leads held while the plan is full (held-lead.entity.ts): one partition. */
export const heldLeadsErasure: ErasureDeclaration = {
  module: 'held-leads',
  partitions: [organizationPartition(HELD_LEADS_PARTITION)],
};
