import type { ContactMessage } from '@salesflow/shared/site/contact-message.schema';
import { db, tableName } from '../../platform/data/dynamo-client';
import { UpdateCommand } from '../../platform/data/dynamo-commands';
import { readItem } from '../../platform/data/read';
import { putWrite, type Write } from '../../platform/data/unit-of-work';

/**
 * A visitor's message from the contact page: SalesFlow's own, not an organization's, kept by
 * month (`SITE#CONTACTMSG#<yyyy-mm>` / `<receivedAt>#<id>`) for the sales team and the admin
 * dashboard. `emailedAt` is set once the sales inbox has it.
 */
export interface StoredContactMessage extends Omit<ContactMessage, 'website'> {
  id: string;
  receivedAt: string;
  emailedAt: string | null;
}

/** Where a message is: what the queue's message carries. */
export interface ContactMessageKey {
  pk: string;
  sk: string;
}

export const contactMessageKey = (id: string, receivedAt: string): ContactMessageKey => ({
  pk: `SITE#CONTACTMSG#${receivedAt.slice(0, 7)}`,
  sk: `${receivedAt}#${id}`,
});

export const contactMessageWrite = (message: StoredContactMessage): Write =>
  putWrite(
    { ...contactMessageKey(message.id, message.receivedAt), type: 'contactMessage', ...message },
    { expression: 'attribute_not_exists(pk)', error: () => new Error('contact message exists') },
  );

export const readContactMessage = async (
  key: ContactMessageKey,
): Promise<StoredContactMessage | null> => {
  const item = await readItem({ ...key });
  if (!item) return null;
  const { pk: _pk, sk: _sk, type: _type, ...message } = item;
  return message as unknown as StoredContactMessage;
};

/** Marks the message emailed; false when it already was (a redelivered queue message). */
export const markEmailed = async (key: ContactMessageKey, at: string): Promise<boolean> => {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET emailedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND emailedAt = :none',
        ExpressionAttributeValues: { ':at': at, ':none': null },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};
