import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { PHONE_CLAIM_PARTITION } from './settings.entity';

/** A person's settings are theirs: their phone's claim stays with them. */
export const settingsErasure: ErasureDeclaration = {
  module: 'settings',
  left: [{ pattern: PHONE_CLAIM_PARTITION.pattern, why: 'a person’s phone' }],
};
