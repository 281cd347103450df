import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  COUNTED_FROM_STREAM,
  contactUsageKey,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { type Migration, type MigrationContext, scanByType } from './migration-runner';

/**
 * One contact saved while its counters were kept by its own transaction, marked as counted: from
 * now on the counters projector counts its changes (its deletion takes it off the
 * counters), and counted once in the plan limit's `used` (contact-room.ts), in the same
 * transaction. The mark is all that changes on the contact, so the projector sees no change of
 * what it counts. Answers whether it wrote (a contact written since carries the mark already).
 */
const mark = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  if (item[COUNTED_FROM_STREAM] === true) return false;
  try {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'SET #mark = :yes',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#mark)',
              ExpressionAttributeNames: { '#mark': COUNTED_FROM_STREAM },
              ExpressionAttributeValues: { ':yes': true },
            },
          },
          {
            Update: {
              TableName: table,
              Key: contactUsageKey(String(item.organizationId)),
              UpdateExpression: 'ADD used :one',
              ExpressionAttributeValues: { ':one': 1 },
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

/**
 * Contacts' counters, report items and leads index come from the table's stream now
 * (contact-counters.projection.ts), which counts only marked contacts: the records of changes
 * counted by their own transaction (which the stream keeps for a day, and a new projector reads
 * from the oldest) are not counted again. Safe to run again.
 */
export const countersFromStreamMigration: Migration = {
  name: '2026-12-04-counters-from-stream',
  description:
    "Mark contacts whose counters were kept by their transaction, for the stream's projector",
  run: async (context) => {
    let marked = 0;
    for await (const page of scanByType(context, ['contact'])) {
      for (const item of page) if (await mark(context, item)) marked += 1;
    }
    return marked;
  },
};
