import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  fromContactItem,
  PHONE_INDEX,
  toContactItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/**
 * One contact with a phone saved before the phone index: its place in it (gsi2), only if the
 * contact is unchanged since it was read (a newer write has placed it already). Answers whether
 * it wrote.
 */
const place = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  if (item[PHONE_INDEX.partitionKey] !== undefined) return false;
  const expected = toContactItem(fromContactItem(item)) as Record<string, unknown>;
  if (expected[PHONE_INDEX.partitionKey] === undefined) return false;
  try {
    await doc.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET #ipk = :ipk, #isk = :isk',
        ConditionExpression: 'attribute_not_exists(#ipk) AND updatedAt = :was',
        ExpressionAttributeNames: { '#ipk': PHONE_INDEX.partitionKey, '#isk': PHONE_INDEX.sortKey },
        ExpressionAttributeValues: {
          ':ipk': expected[PHONE_INDEX.partitionKey],
          ':isk': expected[PHONE_INDEX.sortKey],
          ':was': item.updatedAt,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/** An inbound WhatsApp message finds its contact by phone (E.164). Safe to run again. */
export const contactPhoneIndexMigration: Migration = {
  name: '2026-11-27-contact-phone-index',
  description: 'Index contacts that have a phone by their E.164 number, for WhatsApp',
  run: (context) => countWrites(context, ['contact'], place, 8),
};
