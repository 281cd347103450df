import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { ERASURE_RECORD } from './erasure-rules';

/**
 * The erasure's own record beside the profile: kept with the account; a whole removal's goes
 * last, when the removal ends (erasure.service.ts).
 */
export const erasureRecordErasure: ErasureDeclaration = {
  module: 'organization-erasure',
  partitions: [
    {
      pattern: 'ORG#<org>',
      of: (org) => [`ORG#${org}`],
      keptOnErasure: (sk) => sk === ERASURE_RECORD,
    },
  ],
};
