import { type ErasureDeclaration, organizationPartition } from '../data/erasure-declaration';
import { RATE_PARTITION } from './rate-limit.repository';

/** The organization's request rate counters (rate-limit.repository.ts): one partition. */
export const rateLimitErasure: ErasureDeclaration = {
  module: 'platform/rate-limit',
  partitions: [organizationPartition(RATE_PARTITION)],
};
