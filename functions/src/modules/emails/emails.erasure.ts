import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { SENT_EMAILS_INDEX, sentEmailsPartition } from './emails.repository';

/**
 * What sending email writes for an organization (emails.repository.ts): the addresses stopped
 * for it, and each sent email's pointer at it (`SESMSG#<id>`), listed on gsi1.
 */
export const emailsErasure: ErasureDeclaration = {
  module: 'emails',
  partitions: [
    { pattern: 'ORG#<org>#MAILSTOP', of: (org) => [`ORG#${org}#MAILSTOP`] },
    {
      pattern: 'ORG#<org>#SENTMAIL',
      of: (org) => [sentEmailsPartition(org)],
      index: SENT_EMAILS_INDEX,
      lists: ['SESMSG#<message>'],
    },
  ],
};
