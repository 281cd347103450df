import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';
import { ERASURE_RECORD } from './erasure-rules';

/**
 * The erasure's own record beside the profile: kept with the account; a whole removal's goes
 * last, when the removal ends (erasure.service.ts).
 */
export const erasureRecordErasure: ErasureDeclaration = {
  module: 'organization-erasure',
  partitions: [
    organizationPartition(ORGANIZATION_PARTITION, {
      keptOnErasure: (sk) => sk === ERASURE_RECORD,
    }),
  ],
};
