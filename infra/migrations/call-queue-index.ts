import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  CALL_QUEUE_INDEX,
  fromContactItem,
  toContactItem,
  toLeadsItem,
} from '@salesflow/functions/modules/contacts/contact.entity';
import { countWrites, type Migration, type MigrationContext } from './migration-runner';

/**
 * One contact with a phone, saved before the call queue existed: its place in the call queue
 * index, and its entry among its holder's leads rewritten with what the queue shows, in one
 * transaction that only happens if the contact is unchanged since it was read (a newer write has
 * placed both already). Answers whether it wrote.
 */
const place = async ({ doc, table }: MigrationContext, item: Record<string, unknown>) => {
  if (item[CALL_QUEUE_INDEX.partitionKey] !== undefined) return false;
  const contact = fromContactItem(item);
  const expected = toContactItem(contact);
  if (expected[CALL_QUEUE_INDEX.partitionKey as keyof typeof expected] === undefined) return false;
  try {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: { pk: item.pk, sk: item.sk },
              UpdateExpression: 'SET #ipk = :ipk, #isk = :isk',
              ConditionExpression: 'attribute_not_exists(#ipk) AND updatedAt = :was',
              ExpressionAttributeNames: {
                '#ipk': CALL_QUEUE_INDEX.partitionKey,
                '#isk': CALL_QUEUE_INDEX.sortKey,
              },
              ExpressionAttributeValues: {
                ':ipk': expected[CALL_QUEUE_INDEX.partitionKey as keyof typeof expected],
                ':isk': expected[CALL_QUEUE_INDEX.sortKey as keyof typeof expected],
                ':was': item.updatedAt,
              },
            },
          },
          { Put: { TableName: table, Item: toLeadsItem(contact) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};

/** The AI Calling screen's queue reads an index of contacts with a phone, by score. Safe to run again. */
export const callQueueIndexMigration: Migration = {
  name: '2026-11-26-call-queue-index',
  description: 'Index contacts that have a phone by score, for the call queue',
  // Each contact writes only itself and its own entry among its holder's leads.
  run: (context) => countWrites(context, ['contact'], place, 8),
};
