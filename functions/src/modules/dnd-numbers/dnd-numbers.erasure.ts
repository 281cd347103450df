import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { DND_PARTITION } from './dnd-number.entity';

/** "Do not disturb" numbers and scrubs: the organization's one partition. */
export const dndNumbersErasure: ErasureDeclaration = {
  module: 'dnd-numbers',
  partitions: [organizationPartition(DND_PARTITION)],
};
