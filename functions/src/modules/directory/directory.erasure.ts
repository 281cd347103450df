import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { ORG_SLUG_PARTITION } from './account.repository';

/** What the account records hold for an organization that its erasure leaves. */
export const directoryErasure: ErasureDeclaration = {
  module: 'directory',
  left: [
    {
      pattern: ORG_SLUG_PARTITION.pattern,
      why: 'the name claim stays with the account; a whole removal deletes it with the profile',
    },
  ],
};
