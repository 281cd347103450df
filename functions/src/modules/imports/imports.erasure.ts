import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import {
  IMPORT_JOB_PARTITION,
  ORGANIZATION_IMPORTS_INDEX,
  ORGANIZATION_IMPORTS_PARTITION,
} from './import-job.entity';

/**
 * Import jobs (import-job.entity.ts): each job in a partition of its own with its chunks' marks
 * and results, listed per organization on gsi2. (Their files go with the uploads under
 * `imports/<org>/`.)
 */
export const importsErasure: ErasureDeclaration = {
  module: 'imports',
  partitions: [
    organizationPartition(ORGANIZATION_IMPORTS_PARTITION, {
      index: ORGANIZATION_IMPORTS_INDEX,
      lists: [IMPORT_JOB_PARTITION.pattern],
    }),
  ],
  derived: [
    {
      pattern: IMPORT_JOB_PARTITION.pattern,
      from: (item, org) =>
        item.type === 'importJob'
          ? { partitions: [IMPORT_JOB_PARTITION.key(org, String(item.id))] }
          : {},
    },
  ],
};
