import { keyShape } from '../../platform/data/key-shape';
import { ORGANIZATION_PARTITION } from '../../platform/data/shared-partitions';
import { INDEXES } from '../../platform/data/table-definition';

/**
 * Key layout of sent email. An address that bounced for good or complained is stopped for the
 * organization that sent to it: `ORG#<org>#MAILSTOP` / `ADDR#<address>` (its kind and when). Each
 * sent email's SES id points at its organization for 60 days (`SESMSG#<id>`), so a bounce that
 * arrives days later finds who sent it; those pointers are listed per organization on gsi1
 * (`ORG#<org>#SENTMAIL`), so its erasure finds them (emails.erasure.ts). The organization's
 * sending address is one item beside its profile, `ORG#<org>` / `EMAIL_SENDER`.
 */
export const MAIL_STOP_PARTITION = keyShape('ORG#<org>#MAILSTOP');
export const mailStopKey = (organizationId: string, address: string) => ({
  pk: MAIL_STOP_PARTITION.key(organizationId),
  sk: `ADDR#${address.trim().toLowerCase()}`,
});

export const SENT_EMAIL_PARTITION = keyShape('SESMSG#<message>');
export const sentEmailKey = (messageId: string) => ({
  pk: SENT_EMAIL_PARTITION.key(messageId),
  sk: 'SESMSG',
});

export const SENT_EMAILS_INDEX = INDEXES.gsi1;
export const SENT_EMAILS_PARTITION = keyShape('ORG#<org>#SENTMAIL');
export const sentEmailsPartition = (organizationId: string) =>
  SENT_EMAILS_PARTITION.key(organizationId);

export const emailSenderKey = (organizationId: string) => ({
  pk: ORGANIZATION_PARTITION.key(organizationId),
  sk: 'EMAIL_SENDER',
});
