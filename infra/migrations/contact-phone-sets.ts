import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  CONTACT_PHONE_IDS,
  contactPhoneKey,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/**
 * One contact with a phone saved before the phone sets (contactPhoneKey): its id added to its
 * number's set, in one transaction with a check that the contact still has that number (a
 * contact deleted or renumbered since the scan is not added; one changed after the transaction
 * is moved by the projection, which follows it). Adding an id twice changes nothing. Answers
 * whether it wrote.
 */
const add = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  const phone = item.phoneE164;
  if (typeof phone !== 'string' || !phone) return false;
  const organizationId = String(item.organizationId);
  try {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: table,
              Key: { pk: item.pk, sk: item.sk },
              ConditionExpression: 'phoneE164 = :phone',
              ExpressionAttributeValues: { ':phone': phone },
            },
          },
          {
            Update: {
              TableName: table,
              Key: contactPhoneKey(organizationId, phone),
              UpdateExpression: 'ADD #ids :id SET #type = :type',
              ExpressionAttributeNames: { '#ids': CONTACT_PHONE_IDS, '#type': 'type' },
              ExpressionAttributeValues: {
                ':id': new Set([String(item.id)]),
                ':type': 'contactPhones',
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};

/** Imports look up many phones at once in the sets. Safe to run again. */
export const contactPhoneSetsMigration: Migration = {
  name: '2026-12-06-contact-phone-sets',
  description: "Adds each contact with a phone to its number's set of contacts, for imports",
  // One at a time: contacts with one phone share its set.
  run: (context) => countWrites(context, ['contact'], add),
};
