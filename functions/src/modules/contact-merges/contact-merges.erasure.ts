import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { MERGES_PARTITION } from './merge.entity';

/** The organization's merges of duplicates: one partition. */
export const contactMergesErasure: ErasureDeclaration = {
  module: 'contact-merges',
  partitions: [organizationPartition(MERGES_PARTITION)],
};
