import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { NOTICES_PARTITION } from './notice.entity';

/** A person's notices are theirs, not the organization's that they came from. */
export const notificationsErasure: ErasureDeclaration = {
  module: 'notifications',
  left: [{ pattern: NOTICES_PARTITION.pattern, why: 'a person’s notices' }],
};
