import {
  type ErasureDeclaration,
  organizationPartition,
} from '../../platform/data/erasure-declaration';
import {
  MAIL_STOP_PARTITION,
  SENT_EMAIL_PARTITION,
  SENT_EMAILS_INDEX,
  SENT_EMAILS_PARTITION,
} from './email.entity';
import { EMAIL_TEMPLATES_PARTITION } from './email-template.entity';

/**
 * What sending email writes for an organization (email.entity.ts): the addresses stopped for it,
 * each sent email's pointer at it (`SESMSG#<id>`), listed on gsi1, and its email templates
 * (email-template.entity.ts).
 */
export const emailsErasure: ErasureDeclaration = {
  module: 'emails',
  partitions: [
    organizationPartition(MAIL_STOP_PARTITION),
    organizationPartition(EMAIL_TEMPLATES_PARTITION),
    organizationPartition(SENT_EMAILS_PARTITION, {
      index: SENT_EMAILS_INDEX,
      lists: [SENT_EMAIL_PARTITION.pattern],
    }),
  ],
};
