import { readItem } from '../../platform/data/read';
import { putWrite, type Write } from '../../platform/data/unit-of-work';
import { mailStopKey, SENT_EMAILS_INDEX, sentEmailKey, sentEmailsPartition } from './email.entity';

/** infra/migrations/erasure-lists.ts reads them from here. */
export { SENT_EMAILS_INDEX, sentEmailsPartition };

const SENT_KEPT_SECONDS = 60 * 86_400;

export interface MailStopRecord {
  kind: 'bounce' | 'complaint';
  at: string;
}

export const findMailStop = async (
  organizationId: string,
  address: string,
): Promise<MailStopRecord | null> => {
  const item = await readItem(mailStopKey(organizationId, address));
  return item ? { kind: item.kind as MailStopRecord['kind'], at: String(item.at) } : null;
};

/** The first stop is kept (the same event again, or a later one, changes nothing). */
export const mailStopWrite = (
  organizationId: string,
  address: string,
  stop: MailStopRecord & { messageId: string },
): Write =>
  putWrite(
    { ...mailStopKey(organizationId, address), type: 'mailStop', organizationId, ...stop },
    {
      expression: 'attribute_not_exists(pk)',
      error: () => new MailStopKnownError(),
    },
  );

export class MailStopKnownError extends Error {}

export const sentEmailWrite = (organizationId: string, messageId: string, at: Date): Write =>
  putWrite({
    ...sentEmailKey(messageId),
    type: 'sentEmail',
    organizationId,
    [SENT_EMAILS_INDEX.partitionKey]: sentEmailsPartition(organizationId),
    [SENT_EMAILS_INDEX.sortKey]: messageId,
    expire: Math.floor(at.getTime() / 1000) + SENT_KEPT_SECONDS,
  });

export const findSentEmailOrganization = async (messageId: string): Promise<string | null> => {
  const item = await readItem(sentEmailKey(messageId));
  return typeof item?.organizationId === 'string' ? item.organizationId : null;
};
