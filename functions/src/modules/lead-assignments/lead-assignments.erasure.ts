import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { ASSIGNMENTS_PARTITION } from './assignment.entity';

/** Lead assignments (assignment.entity.ts): one partition. */
export const leadAssignmentsErasure: ErasureDeclaration = {
  module: 'lead-assignments',
  partitions: [organizationPartition(ASSIGNMENTS_PARTITION)],
};
