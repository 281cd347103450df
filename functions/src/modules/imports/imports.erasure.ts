import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import {
  importJobPartition,
  ORGANIZATION_IMPORTS_INDEX,
  organizationImportsPartition,
} from './import-job.entity';

/**
 * Import jobs (import-job.entity.ts): each job in a partition of its own with its chunks' marks
 * and results, listed per organization on gsi2. (Their files go with the uploads under
 * `imports/<org>/`.)
 */
export const importsErasure: ErasureDeclaration = {
  module: 'imports',
  partitions: [
    {
      pattern: 'ORG#<org>#IMPORTS',
      of: (org) => [organizationImportsPartition(org)],
      index: ORGANIZATION_IMPORTS_INDEX,
      lists: ['ORG#<org>#IMPORT#<job>'],
    },
  ],
  derived: [
    {
      pattern: 'ORG#<org>#IMPORT#<job>',
      from: (item, org) =>
        item.type === 'importJob' ? { partitions: [importJobPartition(org, String(item.id))] } : {},
    },
  ],
};
