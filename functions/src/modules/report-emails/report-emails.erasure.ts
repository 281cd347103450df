import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import { REPORT_EMAILS_PARTITION } from './report-email.entity';

/** Who gets the weekly report, and the weeks sent (report-email.entity.ts): one partition. */
export const reportEmailsErasure: ErasureDeclaration = {
  module: 'report-emails',
  partitions: [organizationPartition(REPORT_EMAILS_PARTITION)],
};
