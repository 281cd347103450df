import type { ErasureDeclaration } from '../data/erasure-declaration';

/** The organization's request rate counters (rate-limit.repository.ts): one partition. */
export const rateLimitErasure: ErasureDeclaration = {
  module: 'platform/rate-limit',
  partitions: [{ pattern: 'ORG#<org>#RATE', of: (org) => [`ORG#${org}#RATE`] }],
};
