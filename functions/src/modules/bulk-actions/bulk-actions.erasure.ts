import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import {
  BULK_JOB_ITEM_TYPE,
  BULK_JOB_PARTITION,
  ORGANIZATION_BULK_JOBS_INDEX,
  ORGANIZATION_BULK_JOBS_PARTITION,
} from './bulk-job.entity';

/**
 * Bulk jobs (bulk-job.entity.ts): each in a partition of its own with its chunks, listed per
 * organization on gsi2. (An export's file goes with the uploads under `exports/<org>/`.)
 */
export const bulkActionsErasure: ErasureDeclaration = {
  module: 'bulk-actions',
  partitions: [
    organizationPartition(ORGANIZATION_BULK_JOBS_PARTITION, {
      index: ORGANIZATION_BULK_JOBS_INDEX,
      lists: [BULK_JOB_PARTITION.pattern],
    }),
  ],
  derived: [
    {
      pattern: BULK_JOB_PARTITION.pattern,
      from: (item, org) =>
        item.type === BULK_JOB_ITEM_TYPE
          ? { partitions: [BULK_JOB_PARTITION.key(org, String(item.id))] }
          : {},
    },
  ],
};
