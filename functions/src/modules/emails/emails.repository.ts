import { readItem } from '../../platform/data/read';
import { INDEXES } from '../../platform/data/table-definition';
import { putWrite, type Write } from '../../platform/data/unit-of-work';

/**
 * Key layout of sent email. An address that bounced for good or complained is stopped for the
 * organization that sent to it: `ORG#<org>#MAILSTOP` / `ADDR#<address>` (its kind and when). Each
 * sent email's SES id points at its organization for 60 days (`SESMSG#<id>`), so a bounce that
 * arrives days later finds who sent it; those pointers are listed per organization on gsi1
 * (`ORG#<org>#SENTMAIL`), so its erasure finds them (emails.erasure.ts).
 */
const stopKey = (organizationId: string, address: string) => ({
  pk: `ORG#${organizationId}#MAILSTOP`,
  sk: `ADDR#${address.trim().toLowerCase()}`,
});
const sentKey = (messageId: string) => ({ pk: `SESMSG#${messageId}`, sk: 'SESMSG' });
const SENT_KEPT_SECONDS = 60 * 86_400;
export const SENT_EMAILS_INDEX = INDEXES.gsi1;
export const sentEmailsPartition = (organizationId: string) => `ORG#${organizationId}#SENTMAIL`;

export interface MailStopRecord {
  kind: 'bounce' | 'complaint';
  at: string;
}

export const findMailStop = async (
  organizationId: string,
  address: string,
): Promise<MailStopRecord | null> => {
  const item = await readItem(stopKey(organizationId, address));
  return item ? { kind: item.kind as MailStopRecord['kind'], at: String(item.at) } : null;
};

/** The first stop is kept (the same event again, or a later one, changes nothing). */
export const mailStopWrite = (
  organizationId: string,
  address: string,
  stop: MailStopRecord & { messageId: string },
): Write =>
  putWrite(
    { ...stopKey(organizationId, address), type: 'mailStop', organizationId, ...stop },
    {
      expression: 'attribute_not_exists(pk)',
      error: () => new MailStopKnownError(),
    },
  );

export class MailStopKnownError extends Error {}

export const sentEmailWrite = (organizationId: string, messageId: string, at: Date): Write =>
  putWrite({
    ...sentKey(messageId),
    type: 'sentEmail',
    organizationId,
    [SENT_EMAILS_INDEX.partitionKey]: sentEmailsPartition(organizationId),
    [SENT_EMAILS_INDEX.sortKey]: messageId,
    expire: Math.floor(at.getTime() / 1000) + SENT_KEPT_SECONDS,
  });

export const findSentEmailOrganization = async (messageId: string): Promise<string | null> => {
  const item = await readItem(sentKey(messageId));
  return typeof item?.organizationId === 'string' ? item.organizationId : null;
};
