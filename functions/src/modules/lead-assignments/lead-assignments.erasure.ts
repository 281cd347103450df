import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { assignmentPartition } from './assignment.entity';

/** Lead assignments (assignment.entity.ts): one partition. */
export const leadAssignmentsErasure: ErasureDeclaration = {
  module: 'lead-assignments',
  partitions: [{ pattern: 'ORG#<org>#ASSIGNMENTS', of: (org) => [assignmentPartition(org)] }],
};
