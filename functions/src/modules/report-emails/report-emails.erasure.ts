import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { reportEmailPartition } from './report-email.entity';

/** Who gets the weekly report, and the weeks sent (report-email.entity.ts): one partition. */
export const reportEmailsErasure: ErasureDeclaration = {
  module: 'report-emails',
  partitions: [{ pattern: 'ORG#<org>#REPORTEMAILS', of: (org) => [reportEmailPartition(org)] }],
};
