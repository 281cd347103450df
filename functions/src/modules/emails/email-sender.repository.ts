import type { EmailSender, EmailSenderStatus } from '@salesflow/shared/emails/email-sender.schema';
import { readItem } from '../../platform/data/read';
import { deleteWrite, putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import { emailSenderKey } from './email.entity';

/**
 * The organization's sending address: one item (email.entity.ts). While it is being confirmed it
 * holds the SHA-256 of the emailed code (never the code), when the code stops working and the
 * wrong tries so far.
 */

export interface SenderRecord extends EmailSender {
  codeHash: string | null;
  attempts: number;
}

export const findSender = async (organizationId: string): Promise<SenderRecord | null> => {
  const item = await readItem(emailSenderKey(organizationId));
  if (!item) return null;
  return {
    address: String(item.address),
    status: item.status as EmailSenderStatus,
    requestedAt: String(item.requestedAt),
    verifiedAt: typeof item.verifiedAt === 'string' ? item.verifiedAt : null,
    codeExpiresAt: typeof item.codeExpiresAt === 'string' ? item.codeExpiresAt : null,
    codeHash: typeof item.codeHash === 'string' ? item.codeHash : null,
    attempts: typeof item.attempts === 'number' ? item.attempts : 0,
  };
};

/** A new address to confirm, in place of whatever was there. */
export const senderRequestWrite = (
  organizationId: string,
  record: SenderRecord,
  requestedBy: string,
): Write =>
  putWrite({
    ...emailSenderKey(organizationId),
    type: 'emailSender',
    organizationId,
    requestedBy,
    ...record,
  });

/** A step of the same request: only while the item still holds this address and status. */
export const senderStepWrite = (
  organizationId: string,
  from: Pick<SenderRecord, 'address' | 'status'>,
  change: { set?: Record<string, unknown>; remove?: readonly string[] },
  error: () => Error,
): Write =>
  setWrite(emailSenderKey(organizationId), change, {
    expression: '#address = :address AND #status = :status',
    names: { '#address': 'address', '#status': 'status' },
    values: { ':address': from.address, ':status': from.status },
    error,
  });

export const senderDeleteWrite = (organizationId: string): Write =>
  deleteWrite(emailSenderKey(organizationId));
